-- The organisation's webhook events, kept 30 days for receivers to catch up (GET /api/v1/events), the count of each
-- check's events (the payload's `sequence`), and the secret a rotation replaced, which still signs deliveries beside
-- the new one until its overlap ends.
CREATE TABLE "webhook_event_sequences" (
	"organization_id" uuid NOT NULL,
	"check_id" uuid NOT NULL,
	"last_sequence" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "webhook_event_sequences_organization_id_check_id_pk" PRIMARY KEY("organization_id","check_id")
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"payload" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret" text;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_event_sequences" ADD CONSTRAINT "webhook_event_sequences_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_events_org_recorded_idx" ON "webhook_events" USING btree ("organization_id","recorded_at","id");
--> statement-breakpoint
-- Every webhook event is kept once in its organisation's feed (GET /api/v1/events), written by the transaction that
-- raised it; the daily clean-up deletes the ones older than 30 days.
GRANT SELECT, INSERT ON webhook_events TO claimguard_tenant;
--> statement-breakpoint
ALTER TABLE webhook_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON webhook_events TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
--> statement-breakpoint
-- Each check's count of webhook events, moved in the statement that raises one.
GRANT SELECT, INSERT, UPDATE ON webhook_event_sequences TO claimguard_tenant;
--> statement-breakpoint
ALTER TABLE webhook_event_sequences ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON webhook_event_sequences TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
