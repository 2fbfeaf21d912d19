-- Where an audited change came from: the address and User-Agent of the request that made it (decision record 039).
-- Earlier rows and background work leave them empty.
ALTER TABLE "audit_events" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "user_agent" text;