CREATE TABLE "legal_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"check_id" uuid,
	"imei" text,
	"imei_key" text,
	"claim_reference" text,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"released_by" uuid
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "retention_undecided_checks_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "retention_decided_claims_years" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "retention_raw_answers_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "retention_audit_events_years" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_check_id_claim_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."claim_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_holds_org_active_idx" ON "legal_holds" USING btree ("organization_id","created_at" DESC NULLS LAST) WHERE "legal_holds"."released_at" is null;--> statement-breakpoint
-- Legal holds are tenant data: an org admin puts a record on hold and releases it as the tenant role of the
-- organization; a released hold stays (released_at), so a hold is never deleted.
GRANT SELECT, INSERT, UPDATE ON legal_holds TO claimguard_tenant;
--> statement-breakpoint
ALTER TABLE legal_holds ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON legal_holds TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
