CREATE TABLE "document_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_kind_year_pk" PRIMARY KEY("kind","year"),
	CONSTRAINT "document_counters_kind_check" CHECK ("document_counters"."kind" in ('INV', 'RCT')),
	CONSTRAINT "document_counters_last_check" CHECK ("document_counters"."last" >= 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"booking_id" uuid,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"deposit_amount" integer NOT NULL,
	"deposit_due_on" date,
	"balance_due_on" date NOT NULL,
	"issued_on" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_check" CHECK ("invoices"."number" ~ '^INV-[0-9]{4}-[0-9]{5,}$'),
	CONSTRAINT "invoices_amount_check" CHECK ("invoices"."amount" > 0),
	CONSTRAINT "invoices_deposit_check" CHECK ("invoices"."deposit_amount" between 0 and "invoices"."amount")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"booking_id" uuid,
	"invoice_id" uuid,
	"receipt_number" text,
	"amount" integer NOT NULL,
	"received_on" date NOT NULL,
	"method" text,
	"reference" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reverses_id" uuid,
	"reason" text,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"description" text NOT NULL,
	"balance_after" integer NOT NULL,
	"idempotency_key" text,
	"recorded_by" uuid,
	"recorded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('payment', 'reversal')),
	CONSTRAINT "payments_entry_check" CHECK (("payments"."kind" = 'payment' and "payments"."amount" > 0 and "payments"."receipt_number" ~ '^RCT-[0-9]{4}-[0-9]{5,}$'
            and "payments"."method" in ('cash', 'bank transfer', 'card', 'cheque') and "payments"."reverses_id" is null and "payments"."reason" is null)
        or ("payments"."kind" = 'reversal' and "payments"."amount" < 0 and "payments"."receipt_number" is null and "payments"."method" is null
            and "payments"."reverses_id" is not null and length("payments"."reason") > 0))
);
--> statement-breakpoint
CREATE TABLE "rent_reminders" (
	"booking_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_reminders_booking_id_due_on_kind_pk" PRIMARY KEY("booking_id","due_on","kind"),
	CONSTRAINT "rent_reminders_kind_check" CHECK ("rent_reminders"."kind" in ('before', 'overdue'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rent_ended_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reverses_id_payments_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_admins_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_reminders" ADD CONSTRAINT "rent_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_booking_unique" ON "invoices" USING btree ("booking_id") WHERE "invoices"."booking_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_unique" ON "payments" USING btree ("receipt_number") WHERE "payments"."receipt_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key_unique" ON "payments" USING btree ("idempotency_key") WHERE "payments"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_reversal_each" ON "payments" USING btree ("reverses_id") WHERE "payments"."reverses_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_received_on_idx" ON "payments" USING btree ("received_on");--> statement-breakpoint
-- Invoices and payment entries are the park's books: never edited or deleted. Only the links the database itself
-- clears when a booking or an account is deleted (ON DELETE SET NULL) may change.
CREATE FUNCTION "money_entries_are_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION '% rows are never deleted', TG_TABLE_NAME USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF (to_jsonb(NEW) - 'booking_id' - 'created_by' - 'recorded_by')
     IS DISTINCT FROM (to_jsonb(OLD) - 'booking_id' - 'created_by' - 'recorded_by') THEN
    RAISE EXCEPTION '% rows are never changed', TG_TABLE_NAME USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoices_are_final" BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "money_entries_are_final"();
--> statement-breakpoint
CREATE TRIGGER "payments_are_final" BEFORE UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "money_entries_are_final"();
