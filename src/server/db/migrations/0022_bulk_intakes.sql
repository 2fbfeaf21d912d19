CREATE TABLE "bulk_intake_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"bulk_intake_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"imei" text NOT NULL,
	"claim_type" text NOT NULL,
	"reference" text,
	"fnol" boolean NOT NULL,
	"loss_date" date,
	"state" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"check_id" uuid,
	"verdict" text,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bulk_intakes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"api_key_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bulk_intake_rows" ADD CONSTRAINT "bulk_intake_rows_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_intake_rows" ADD CONSTRAINT "bulk_intake_rows_bulk_intake_id_bulk_intakes_id_fk" FOREIGN KEY ("bulk_intake_id") REFERENCES "public"."bulk_intakes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_intake_rows" ADD CONSTRAINT "bulk_intake_rows_check_id_claim_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."claim_checks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_intakes" ADD CONSTRAINT "bulk_intakes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_intakes" ADD CONSTRAINT "bulk_intakes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_intakes" ADD CONSTRAINT "bulk_intakes_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_intake_rows_batch_line_key" ON "bulk_intake_rows" USING btree ("bulk_intake_id","line");--> statement-breakpoint
CREATE INDEX "bulk_intake_rows_batch_state_idx" ON "bulk_intake_rows" USING btree ("bulk_intake_id","state","line");--> statement-breakpoint
CREATE INDEX "bulk_intakes_org_created_idx" ON "bulk_intakes" USING btree ("organization_id","created_at");--> statement-breakpoint
-- Bulk intakes and their rows are tenant data: the upload writes them, the background worker works them and the
-- progress page reads them, all as the tenant role of the batch's organisation.
GRANT SELECT, INSERT, UPDATE ON bulk_intakes, bulk_intake_rows TO claimguard_tenant;
--> statement-breakpoint
ALTER TABLE bulk_intakes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON bulk_intakes TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE bulk_intake_rows ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON bulk_intake_rows TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
