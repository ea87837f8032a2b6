-- No double booking (DECISIONS.md section 2): two confirmed bookings of one venue may not cover a common day.
-- A booking covers event_date .. event_date + duration - 1, the half-open range [event_date, event_date + duration).
-- Vendor stall rentals are excluded: many stalls are rented for the same days; one-rental-per-stall is the
-- partial unique index bookings_one_active_rental_per_stall.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlapping_confirmed"
  EXCLUDE USING gist ("venue" WITH =, daterange("event_date", "event_date" + "duration") WITH &&)
  WHERE ("status" = 'confirmed' AND "venue" <> 'Vendor Stalls');
