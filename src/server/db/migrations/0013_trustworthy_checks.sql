CREATE TABLE "device_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"imei_key" text NOT NULL,
	"checked_by" uuid,
	"full_response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preclaim_checks" ALTER COLUMN "is_blocked" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "preclaim_checks" ALTER COLUMN "is_blocked" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "preclaim_recheck_history" ALTER COLUMN "is_blocked" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "preclaim_recheck_history" ALTER COLUMN "is_blocked" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "preclaim_recheck_history" ALTER COLUMN "claims_count" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "preclaim_recheck_history" ALTER COLUMN "claims_count" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ALTER COLUMN "gsma_blocked" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "claims" ALTER COLUMN "gsma_blocked" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "denied_claims" ADD COLUMN "denied_by_name" text;--> statement-breakpoint
ALTER TABLE "denied_claims" ADD COLUMN "denied_by_email" text;--> statement-breakpoint
ALTER TABLE "settled_claims" ADD COLUMN "status_at_settlement" jsonb;--> statement-breakpoint
ALTER TABLE "settled_claims" ADD COLUMN "overridden_changes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "settled_claims" ADD COLUMN "claim_reference" text;--> statement-breakpoint
ALTER TABLE "settled_claims" ADD COLUMN "settled_by_name" text;--> statement-breakpoint
ALTER TABLE "settled_claims" ADD COLUMN "settled_by_email" text;--> statement-breakpoint
ALTER TABLE "settled_claims" ADD COLUMN "registry_status" text;--> statement-breakpoint
ALTER TABLE "settled_claims" ADD COLUMN "registry_transaction_id" text;--> statement-breakpoint
ALTER TABLE "settled_claims" ADD COLUMN "registry_error" text;--> statement-breakpoint
ALTER TABLE "settled_claims" ADD COLUMN "registry_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "registry_submission" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "device_verifications" ADD CONSTRAINT "device_verifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_verifications" ADD CONSTRAINT "device_verifications_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_verifications_org_created_idx" ON "device_verifications" USING btree ("organization_id","created_at");--> statement-breakpoint
-- Re-verifications are tenant data like the checks they belong to.
GRANT SELECT, INSERT ON device_verifications TO claimguard_tenant;
--> statement-breakpoint
ALTER TABLE device_verifications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON device_verifications TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
--> statement-breakpoint
-- Records decided before names were kept with them take the decider's name as it is now: the best there is.
UPDATE settled_claims s SET settled_by_name = u.name, settled_by_email = u.email FROM users u WHERE u.id = s.settled_by;
--> statement-breakpoint
UPDATE denied_claims d SET denied_by_name = u.name, denied_by_email = u.email FROM users u WHERE u.id = d.denied_by;
