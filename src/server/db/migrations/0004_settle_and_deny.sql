CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"imei" text NOT NULL,
	"imei_key" text NOT NULL,
	"preclaim_check_id" uuid,
	"find_my_iphone_status" text,
	"gsma_blocked" boolean DEFAULT false NOT NULL,
	"notes" text,
	"loss_date" date,
	"status" text DEFAULT 'accepted' NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"replacement_imei" text,
	"replacement_imei_key" text,
	"replacement_make" text,
	"replacement_model" text,
	"replacement_color" text,
	"replacement_storage" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "replacement_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"claim_id" uuid,
	"original_imei" text NOT NULL,
	"replacement_imei" text NOT NULL,
	"device_make" text NOT NULL,
	"device_model" text NOT NULL,
	"device_color" text NOT NULL,
	"device_storage" text NOT NULL,
	"notes" text,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_by" uuid
);
--> statement-breakpoint
DROP INDEX "denied_claims_org_imei_key_idx";--> statement-breakpoint
DROP INDEX "settled_claims_org_imei_key_idx";--> statement-breakpoint
ALTER TABLE "settled_claims" ADD COLUMN "claim_id" uuid;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replacement_devices" ADD CONSTRAINT "replacement_devices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replacement_devices" ADD CONSTRAINT "replacement_devices_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replacement_devices" ADD CONSTRAINT "replacement_devices_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claims_org_imei_key_key" ON "claims" USING btree ("organization_id","imei_key");--> statement-breakpoint
CREATE INDEX "claims_org_replacement_imei_key_idx" ON "claims" USING btree ("organization_id","replacement_imei_key");--> statement-breakpoint
CREATE INDEX "replacement_devices_org_settled_idx" ON "replacement_devices" USING btree ("organization_id","settled_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "replacement_devices_replacement_imei_trgm_idx" ON "replacement_devices" USING gin ("replacement_imei" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "replacement_devices_original_imei_trgm_idx" ON "replacement_devices" USING gin ("original_imei" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "replacement_devices_claim_idx" ON "replacement_devices" USING btree ("claim_id");--> statement-breakpoint
ALTER TABLE "settled_claims" ADD CONSTRAINT "settled_claims_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "denied_claims_org_imei_key_key" ON "denied_claims" USING btree ("organization_id","imei_key");--> statement-breakpoint
CREATE INDEX "denied_claims_imei_trgm_idx" ON "denied_claims" USING gin ("imei" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "settled_claims_org_imei_key_key" ON "settled_claims" USING btree ("organization_id","imei_key");--> statement-breakpoint
CREATE INDEX "settled_claims_imei_trgm_idx" ON "settled_claims" USING gin ("imei" gin_trgm_ops);