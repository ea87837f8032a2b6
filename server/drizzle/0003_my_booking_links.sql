ALTER TABLE "bookings" ADD COLUMN "access_token_hash" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by_customer_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_access_token_hash_unique" ON "bookings" USING btree ("access_token_hash") WHERE "bookings"."access_token_hash" is not null;