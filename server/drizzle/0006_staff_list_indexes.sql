CREATE INDEX "bookings_status_updated_idx" ON "bookings" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "bookings_status_date_idx" ON "bookings" USING btree ("status","event_date");--> statement-breakpoint
CREATE INDEX "bookings_event_date_idx" ON "bookings" USING btree ("event_date");