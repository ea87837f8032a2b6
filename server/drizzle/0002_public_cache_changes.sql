-- The public answers kept in memory (server/src/common/public-cache) are computed from these tables. Every
-- statement that changes one of them announces the table's name on the channel `public_cache`. PostgreSQL sends a
-- notification when, and only if, its transaction commits, to every listening server process (and PGlite to its
-- own process before the commit returns), so a kept answer is dropped whatever wrote the rows: a request, a
-- script, psql, another server.
CREATE FUNCTION "public_cache_announce_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_cache', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_public_cache_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_cache_announce_change"();--> statement-breakpoint
CREATE TRIGGER "news_items_public_cache_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_cache_announce_change"();
