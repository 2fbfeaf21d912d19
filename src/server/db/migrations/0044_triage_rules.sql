CREATE TABLE "triage_rule_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"rules" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_checks" ADD COLUMN "triage_score" integer;--> statement-breakpoint
ALTER TABLE "claim_checks" ADD COLUMN "triage_route" text;--> statement-breakpoint
ALTER TABLE "claim_checks" ADD COLUMN "triage_reasons" jsonb;--> statement-breakpoint
ALTER TABLE "claim_checks" ADD COLUMN "triage_rule_set_version" integer;--> statement-breakpoint
ALTER TABLE "triage_rule_sets" ADD CONSTRAINT "triage_rule_sets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triage_rule_sets" ADD CONSTRAINT "triage_rule_sets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "triage_rule_sets_org_version_key" ON "triage_rule_sets" USING btree ("organization_id","version" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "replacement_devices_org_original_key_idx" ON "replacement_devices" USING btree ("organization_id",left("original_imei", 14));--> statement-breakpoint
CREATE INDEX "replacement_devices_org_replacement_key_idx" ON "replacement_devices" USING btree ("organization_id",left("replacement_imei", 14));--> statement-breakpoint
-- Triage rules are tenant data: an org admin saves a new version, every intake, re-check and re-verification reads
-- the newest one as the tenant role of its organization. A saved version is never changed or deleted.
GRANT SELECT, INSERT ON triage_rule_sets TO claimguard_tenant;
--> statement-breakpoint
ALTER TABLE triage_rule_sets ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON triage_rule_sets TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
