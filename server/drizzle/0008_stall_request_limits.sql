ALTER TABLE "bookings" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_email_key" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_phone_key" text;--> statement-breakpoint
ALTER TABLE "stall_holds" ADD COLUMN "client_address" text;--> statement-breakpoint
-- Pending stall requests made before this migration count towards the limit by e-mail and phone
-- (the same rules as emailKey and phoneKey in server/src/bookings/request-keys.ts).
UPDATE "bookings" SET
  "customer_email_key" = lower(regexp_replace("customer_email", '\+[^@]*@', '@')),
  "customer_phone_key" = regexp_replace(regexp_replace(regexp_replace("customer_phone", '\D', '', 'g'), '^00', ''), '^0', '94')
WHERE "stall_id" IS NOT NULL AND "status" = 'pending';
