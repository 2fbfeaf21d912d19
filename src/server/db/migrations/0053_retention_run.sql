CREATE TABLE "retention_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"undecided_checks_before" timestamp with time zone NOT NULL,
	"decided_claims_before" timestamp with time zone NOT NULL,
	"raw_answers_before" timestamp with time zone NOT NULL,
	"audit_events_before" timestamp with time zone NOT NULL,
	"checks_deleted" integer DEFAULT 0 NOT NULL,
	"claims_anonymised" integer DEFAULT 0 NOT NULL,
	"answers_reduced" integer DEFAULT 0 NOT NULL,
	"audit_events_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legal_holds" DROP CONSTRAINT "legal_holds_check_id_claim_checks_id_fk";
--> statement-breakpoint
ALTER TABLE "claim_checks" ADD COLUMN "answers_reduced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "denied_claims" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settled_claims" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "audit_anchor_position" bigint;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "audit_anchor_hash" text;--> statement-breakpoint
ALTER TABLE "retention_runs" ADD CONSTRAINT "retention_runs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "retention_runs_org_day_key" ON "retention_runs" USING btree ("organization_id","day" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "claim_checks_org_whole_answers_idx" ON "claim_checks" USING btree ("organization_id","created_at") WHERE "claim_checks"."answers_reduced_at" is null;--> statement-breakpoint
CREATE INDEX "denied_claims_org_not_anonymised_idx" ON "denied_claims" USING btree ("organization_id","denied_at") WHERE "denied_claims"."anonymised_at" is null;--> statement-breakpoint
CREATE INDEX "device_verifications_org_whole_answer_idx" ON "device_verifications" USING btree ("organization_id","created_at") WHERE "device_verifications"."full_response" ->> 'claimguardReducedAt' is null;--> statement-breakpoint
CREATE INDEX "settled_claims_org_not_anonymised_idx" ON "settled_claims" USING btree ("organization_id","settled_at") WHERE "settled_claims"."anonymised_at" is null;--> statement-breakpoint
CREATE INDEX "device_searches_org_whole_answer_idx" ON "device_searches" USING btree ("organization_id","sent_at") WHERE "device_searches"."answer" is not null and "device_searches"."answer" ->> 'claimguardReducedAt' is null;--> statement-breakpoint
-- The retention run writes as the owner (a job of no request); an organization's people read its runs.
GRANT SELECT ON retention_runs TO claimguard_tenant;
--> statement-breakpoint
ALTER TABLE retention_runs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON retention_runs TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
