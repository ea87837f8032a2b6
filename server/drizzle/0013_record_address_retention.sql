CREATE INDEX "audit_log_client_address_idx" ON "audit_log" USING btree ("created_at") WHERE "audit_log"."details" ?| array['client', 'clientAddress'];--> statement-breakpoint
-- The record keeps a client address (details.client of a sign-in, details.clientAddress) only for a while
-- (RECORD_ADDRESS_DAYS): the housekeeping then takes it out. That is the one change the record lets through: an
-- UPDATE whose only difference is those keys removed from details. Every other UPDATE, and every DELETE, is refused
-- as before, whatever asks.
CREATE OR REPLACE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND OLD."details" ?| ARRAY['client', 'clientAddress']
    AND NEW."details" = OLD."details" - ARRAY['client', 'clientAddress']
    AND to_jsonb(NEW) - 'details' = to_jsonb(OLD) - 'details'
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'The park''s record cannot be changed or deleted (audit_log is append-only).'
    USING ERRCODE = 'insufficient_privilege';
END
$$;
