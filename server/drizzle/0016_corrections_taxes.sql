-- Corrections and taxes (docs/money.md): credit notes of part of an invoice (discount, write-off) beside the one
-- that cancels it, a reversal of either sign (a refund can be reversed), customer credit applied to another booking,
-- taxes kept on each document and entry as issued, and the numbers a restore sets aside. Checks are only loosened,
-- so existing rows keep them and they are added NOT VALID.
SET LOCAL lock_timeout = '10s';--> statement-breakpoint
SET LOCAL statement_timeout = '60s';--> statement-breakpoint
CREATE TABLE "credit_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account" text NOT NULL,
	"from_booking_id" uuid NOT NULL,
	"to_booking_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"applied_on" date NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"description" text NOT NULL,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_applications_amount_check" CHECK ("credit_applications"."amount" > 0),
	CONSTRAINT "credit_applications_bookings_check" CHECK ("credit_applications"."from_booking_id" <> "credit_applications"."to_booking_id")
);
--> statement-breakpoint
CREATE TABLE "document_number_gaps" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"first" integer NOT NULL,
	"last" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_number_gaps_kind_year_first_pk" PRIMARY KEY("kind","year","first"),
	CONSTRAINT "document_number_gaps_range_check" CHECK ("document_number_gaps"."first" >= 1 and "document_number_gaps"."last" >= "document_number_gaps"."first")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_sign_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_entry_check";--> statement-breakpoint
DROP INDEX "credit_notes_invoice_unique";--> statement-breakpoint
DROP INDEX "credit_notes_rent_invoice_unique";--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "kind" text DEFAULT 'cancellation' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "tax" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax" jsonb;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "vat" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "sscl" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rent_invoices" ADD COLUMN "tax" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_cancels_invoice_unique" ON "credit_notes" USING btree ("invoice_id") WHERE "credit_notes"."kind" = 'cancellation' and "credit_notes"."invoice_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_cancels_rent_invoice_unique" ON "credit_notes" USING btree ("rent_invoice_id") WHERE "credit_notes"."kind" = 'cancellation' and "credit_notes"."rent_invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_rent_invoice_idx" ON "credit_notes" USING btree ("rent_invoice_id");--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_kind_check" CHECK ("credit_notes"."kind" in ('cancellation', 'discount', 'write_off')) NOT VALID;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('invoice', 'rent', 'credit', 'payment', 'reversal', 'refund', 'applied')) NOT VALID;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_sign_check" CHECK (("ledger_entries"."kind" in ('invoice', 'rent', 'refund') and "ledger_entries"."amount" > 0)
        or ("ledger_entries"."kind" in ('credit', 'payment') and "ledger_entries"."amount" < 0)
        or ("ledger_entries"."kind" = 'credit' and "ledger_entries"."amount" = 0)
        or ("ledger_entries"."kind" in ('reversal', 'applied') and "ledger_entries"."amount" <> 0)) NOT VALID;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_entry_check" CHECK (("payments"."kind" = 'payment' and "payments"."amount" > 0 and "payments"."receipt_number" ~ '^RCT-[0-9]{4}-[0-9]{5,}$'
            and "payments"."method" in ('cash', 'bank transfer', 'card', 'cheque') and "payments"."reverses_id" is null and "payments"."reason" is null)
        or ("payments"."kind" = 'reversal' and "payments"."amount" <> 0 and "payments"."receipt_number" is null and "payments"."method" is null
            and "payments"."reverses_id" is not null and length("payments"."reason") > 0)
        or ("payments"."kind" = 'refund' and "payments"."amount" < 0 and "payments"."receipt_number" ~ '^RFD-[0-9]{4}-[0-9]{5,}$'
            and "payments"."method" in ('cash', 'bank transfer', 'card', 'cheque') and "payments"."reverses_id" is null)) NOT VALID;
--> statement-breakpoint
CREATE TRIGGER "credit_applications_are_final" BEFORE UPDATE OR DELETE ON "credit_applications"
  FOR EACH ROW EXECUTE FUNCTION "money_entries_are_final"();
--> statement-breakpoint
RESET statement_timeout;--> statement-breakpoint
RESET lock_timeout;
