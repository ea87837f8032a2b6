CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"booking_id" uuid,
	"amount" integer NOT NULL,
	"kept" integer NOT NULL,
	"paid" integer NOT NULL,
	"reason" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"description" text NOT NULL,
	"issued_on" date NOT NULL,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_check" CHECK ("credit_notes"."number" ~ '^CRN-[0-9]{4}-[0-9]{5,}$'),
	CONSTRAINT "credit_notes_amount_check" CHECK ("credit_notes"."amount" >= 0 and "credit_notes"."kept" between 0 and "credit_notes"."paid"),
	CONSTRAINT "credit_notes_reason_check" CHECK (length("credit_notes"."reason") > 0)
);
--> statement-breakpoint
ALTER TABLE "document_counters" DROP CONSTRAINT "document_counters_kind_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_kind_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_entry_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_after_approval_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_unique" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_invoice_unique" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_kind_check" CHECK ("document_counters"."kind" in ('INV', 'RCT', 'CRN', 'RFD'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('payment', 'reversal', 'refund'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_entry_check" CHECK (("payments"."kind" = 'payment' and "payments"."amount" > 0 and "payments"."receipt_number" ~ '^RCT-[0-9]{4}-[0-9]{5,}$'
            and "payments"."method" in ('cash', 'bank transfer', 'card', 'cheque') and "payments"."reverses_id" is null and "payments"."reason" is null)
        or ("payments"."kind" = 'reversal' and "payments"."amount" < 0 and "payments"."receipt_number" is null and "payments"."method" is null
            and "payments"."reverses_id" is not null and length("payments"."reason") > 0)
        or ("payments"."kind" = 'refund' and "payments"."amount" < 0 and "payments"."receipt_number" ~ '^RFD-[0-9]{4}-[0-9]{5,}$'
            and "payments"."method" in ('cash', 'bank transfer', 'card', 'cheque') and "payments"."reverses_id" is null));--> statement-breakpoint
-- Credit notes are part of the books like invoices and payments: never changed or deleted.
CREATE TRIGGER "credit_notes_are_final" BEFORE UPDATE OR DELETE ON "credit_notes"
  FOR EACH ROW EXECUTE FUNCTION "money_entries_are_final"();
