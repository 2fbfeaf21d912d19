CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"watched_device_id" uuid,
	"settled_claim_id" uuid,
	"kind" text NOT NULL,
	"imei" text NOT NULL,
	"imei_key" text NOT NULL,
	"device_make" text,
	"device_model" text,
	"watched_device" text NOT NULL,
	"claim_reference" text,
	"settled_at" timestamp with time zone NOT NULL,
	"change_label" text NOT NULL,
	"before_value" text NOT NULL,
	"after_value" text NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"reviewed_by_name" text,
	"review_note" text
);
--> statement-breakpoint
CREATE TABLE "monitoring_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"watched_device_id" uuid NOT NULL,
	"slot_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"month" text NOT NULL,
	"run_id" uuid NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"searched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "watched_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"settled_claim_id" uuid NOT NULL,
	"role" text NOT NULL,
	"imei" text NOT NULL,
	"imei_key" text NOT NULL,
	"device_make" text,
	"device_model" text,
	"claim_reference" text,
	"settled_at" timestamp with time zone NOT NULL,
	"baseline" jsonb,
	"watch_until" timestamp with time zone NOT NULL,
	"next_due_at" timestamp with time zone NOT NULL,
	"last_searched_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "monitoring_watch_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "monitoring_interval" text DEFAULT 'weekly' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "monitoring_monthly_budget" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "monitoring_daily_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_watched_device_id_watched_devices_id_fk" FOREIGN KEY ("watched_device_id") REFERENCES "public"."watched_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_settled_claim_id_settled_claims_id_fk" FOREIGN KEY ("settled_claim_id") REFERENCES "public"."settled_claims"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_searches" ADD CONSTRAINT "monitoring_searches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_searches" ADD CONSTRAINT "monitoring_searches_watched_device_id_watched_devices_id_fk" FOREIGN KEY ("watched_device_id") REFERENCES "public"."watched_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_devices" ADD CONSTRAINT "watched_devices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_devices" ADD CONSTRAINT "watched_devices_settled_claim_id_settled_claims_id_fk" FOREIGN KEY ("settled_claim_id") REFERENCES "public"."settled_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_org_detected_idx" ON "alerts" USING btree ("organization_id","detected_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "alerts_org_open_idx" ON "alerts" USING btree ("organization_id","detected_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "alerts"."reviewed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_searches_watch_slot_key" ON "monitoring_searches" USING btree ("watched_device_id","slot_at");--> statement-breakpoint
CREATE INDEX "monitoring_searches_org_month_idx" ON "monitoring_searches" USING btree ("organization_id","month","state");--> statement-breakpoint
CREATE UNIQUE INDEX "watched_devices_claim_role_key" ON "watched_devices" USING btree ("settled_claim_id","role");--> statement-breakpoint
CREATE INDEX "watched_devices_org_due_idx" ON "watched_devices" USING btree ("organization_id","next_due_at");--> statement-breakpoint
-- Watches, their search ledger and alerts are tenant data: the settle writes the watches, the scheduler and the
-- search jobs write the ledger and alerts, and handlers read and review alerts, all as the tenant role.
GRANT SELECT, INSERT, UPDATE ON watched_devices, monitoring_searches, alerts TO claimguard_tenant;
--> statement-breakpoint
ALTER TABLE watched_devices ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON watched_devices TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE monitoring_searches ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON monitoring_searches TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE alerts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON alerts TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
