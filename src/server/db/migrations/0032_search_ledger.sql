CREATE TABLE "device_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"path" text NOT NULL,
	"user_id" uuid,
	"api_key_id" uuid,
	"imei" text NOT NULL,
	"imei_key" text NOT NULL,
	"claim_reference" text,
	"idempotency_key" text,
	"state" text DEFAULT 'sent' NOT NULL,
	"charged" boolean DEFAULT true NOT NULL,
	"failure" text,
	"answer" jsonb,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"reuses" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "watched_devices" ADD COLUMN "baseline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "watched_devices" ADD COLUMN "failed_searches" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "device_searches" ADD CONSTRAINT "device_searches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_searches" ADD CONSTRAINT "device_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_searches" ADD CONSTRAINT "device_searches_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_searches_org_sent_idx" ON "device_searches" USING btree ("organization_id","sent_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "device_searches_org_imei_idx" ON "device_searches" USING btree ("organization_id","imei_key","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_searches_in_flight_key" ON "device_searches" USING btree ("organization_id","imei_key") WHERE "device_searches"."state" = 'sent';--> statement-breakpoint
-- The search ledger is tenant data: every search path writes it as the tenant role of the organisation that
-- searches (a search waiting for another drops its own row when it uses that one's answer), org admins read it.
GRANT SELECT, INSERT, UPDATE, DELETE ON device_searches TO claimguard_tenant;
--> statement-breakpoint
ALTER TABLE device_searches ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON device_searches TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
