-- Each organisation's audit events (and the platform's own, without an organisation) form a hash chain: an event's
-- hash covers its content and the hash of the event before it in its chain, so a changed, removed or slipped-in
-- event shows (decision record 044). The chain's place of each event is numbered; two writers at once cannot take
-- one place (the unique indexes), and audit_chain_next serialises them per chain.
ALTER TABLE "audit_events" ADD COLUMN "chain_position" bigint;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "previous_hash" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "hash" text;--> statement-breakpoint
-- The hash covers the time to the millisecond, as every client reads it back; older rows kept microseconds.
UPDATE "audit_events" SET "created_at" = date_trunc('milliseconds', "created_at");--> statement-breakpoint
-- The events already written take their places in time order; the app hashes them once, in that order, right after
-- this migration (chainUnhashedEvents), as the hash is computed in the app's code and nowhere else.
UPDATE "audit_events" AS a SET "chain_position" = ranked.position
  FROM (
    SELECT "id", row_number() OVER (PARTITION BY "organization_id" ORDER BY "created_at", "id") AS position
    FROM "audit_events"
  ) AS ranked
  WHERE a."id" = ranked."id";--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_chain_idx" ON "audit_events" USING btree ("organization_id","chain_position") WHERE "audit_events"."organization_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_platform_chain_idx" ON "audit_events" USING btree ("chain_position") WHERE "audit_events"."organization_id" is null;--> statement-breakpoint
-- What the next event of a chain needs, once the chain is the caller's until its transaction ends: the last event's
-- hash and place, the transaction's time (to the millisecond) and the API key the transaction works with. The lock
-- comes first and the read after it in a statement of its own (a volatile function's statements each see what
-- committed before them), so a writer that waited reads the event the one before it wrote.
CREATE FUNCTION audit_chain_next(organization uuid)
  RETURNS TABLE (previous_hash text, chain_position bigint, created_at timestamptz, actor_api_key_id uuid)
  LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  last_hash text;
  last_position bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('audit-chain:' || coalesce(organization::text, 'platform')));
  -- One query per kind of chain, each on its own index.
  IF organization IS NULL THEN
    SELECT e.hash, e.chain_position INTO last_hash, last_position FROM audit_events AS e
      WHERE e.organization_id IS NULL AND e.chain_position IS NOT NULL
      ORDER BY e.chain_position DESC LIMIT 1;
  ELSE
    SELECT e.hash, e.chain_position INTO last_hash, last_position FROM audit_events AS e
      WHERE e.organization_id = organization AND e.chain_position IS NOT NULL
      ORDER BY e.chain_position DESC LIMIT 1;
  END IF;
  RETURN QUERY SELECT last_hash, coalesce(last_position, 0) + 1, date_trunc('milliseconds', now()),
    nullif(current_setting('app.api_key_id', true), '')::uuid;
END $$;
