-- The visitor's language (docs/languages.md), added so that a server of the release before keeps working: every
-- column has a default, which PostgreSQL 11+ adds without rewriting the table, and an older server that inserts
-- without it gets English, as it always wrote. The checks are added NOT VALID: every existing row holds the
-- default, so there is nothing to scan for, and each row inserted or updated from now on is checked.
SET LOCAL lock_timeout = '10s';--> statement-breakpoint
SET LOCAL statement_timeout = '60s';--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "customer_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "customer_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_language_check" CHECK ("bookings"."language" in ('en', 'si', 'ta')) NOT VALID;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_language_check" CHECK ("contact_messages"."language" in ('en', 'si', 'ta')) NOT VALID;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_language_check" CHECK ("invoices"."language" in ('en', 'si', 'ta')) NOT VALID;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_language_check" CHECK ("newsletter_subscriptions"."language" in ('en', 'si', 'ta')) NOT VALID;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_language_check" CHECK ("payments"."language" in ('en', 'si', 'ta')) NOT VALID;--> statement-breakpoint
RESET statement_timeout;--> statement-breakpoint
RESET lock_timeout;
