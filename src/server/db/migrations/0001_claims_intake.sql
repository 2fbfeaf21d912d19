CREATE TABLE "denied_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"preclaim_check_id" uuid,
	"denied_by" uuid,
	"imei" text NOT NULL,
	"imei_key" text NOT NULL,
	"denial_reason" text NOT NULL,
	"device_make" text,
	"device_model" text,
	"claim_type" text,
	"full_check_data" jsonb,
	"denied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preclaim_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"imei" text NOT NULL,
	"imei_key" text NOT NULL,
	"reference" text,
	"claim_type" text,
	"fnol" boolean DEFAULT false NOT NULL,
	"loss_date" date,
	"checked_by" uuid,
	"device_make" text,
	"device_model" text,
	"full_response" jsonb NOT NULL,
	"find_my_iphone_status" text,
	"find_my_iphone_active" boolean DEFAULT false NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"last_known_carriers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"certificate_result" text,
	"certificate_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settled_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"preclaim_check_id" uuid,
	"settled_by" uuid,
	"imei" text NOT NULL,
	"imei_key" text NOT NULL,
	"device_make" text,
	"device_model" text,
	"claim_type" text,
	"notes" text,
	"full_check_data" jsonb,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "denied_claims" ADD CONSTRAINT "denied_claims_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denied_claims" ADD CONSTRAINT "denied_claims_denied_by_users_id_fk" FOREIGN KEY ("denied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preclaim_checks" ADD CONSTRAINT "preclaim_checks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preclaim_checks" ADD CONSTRAINT "preclaim_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settled_claims" ADD CONSTRAINT "settled_claims_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settled_claims" ADD CONSTRAINT "settled_claims_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "denied_claims_org_denied_idx" ON "denied_claims" USING btree ("organization_id","denied_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "denied_claims_org_imei_key_idx" ON "denied_claims" USING btree ("organization_id","imei_key");--> statement-breakpoint
CREATE INDEX "preclaim_checks_org_created_idx" ON "preclaim_checks" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "preclaim_checks_org_imei_key_key" ON "preclaim_checks" USING btree ("organization_id","imei_key");--> statement-breakpoint
CREATE INDEX "settled_claims_org_settled_idx" ON "settled_claims" USING btree ("organization_id","settled_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "settled_claims_org_imei_key_idx" ON "settled_claims" USING btree ("organization_id","imei_key");