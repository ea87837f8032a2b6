ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_id_admins_id_fk";
--> statement-breakpoint
DROP INDEX "audit_log_created_at_idx";--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "calendar_feed_token_hash" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "calendar_feed_created_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "admins_calendar_feed_token_hash_unique" ON "admins" USING btree ("calendar_feed_token_hash") WHERE "admins"."calendar_feed_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_at_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_at_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_booking_id_idx" ON "audit_log" USING btree (("details" ->> 'bookingId')) WHERE "audit_log"."details" ? 'bookingId';--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
-- A status change is recorded under the name of what staff did, so the record reads as the dashboard's buttons.
UPDATE "audit_log" SET "action" = CASE "to_status"
    WHEN 'confirmed' THEN 'booking.approve'
    WHEN 'cancelled' THEN 'booking.reject'
    WHEN 'completed' THEN 'booking.complete'
    WHEN 'pending' THEN 'booking.reopen'
    ELSE "action" END
  WHERE "action" = 'booking.status';--> statement-breakpoint
-- The record is only ever added to: whatever asks (the API, a script, psql), a row cannot be changed or deleted.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The park''s record cannot be changed or deleted (audit_log is append-only).'
    USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();
