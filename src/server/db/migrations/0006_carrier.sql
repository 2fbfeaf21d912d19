CREATE TYPE "public"."finlock_status" AS ENUM('requested', 'pending', 'approved', 'completed', 'archived');--> statement-breakpoint
CREATE TABLE "carrier_device_images" (
	"id" text PRIMARY KEY NOT NULL,
	"source_url" text NOT NULL,
	"content_type" text NOT NULL,
	"image" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finlock_removal_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"imei" text NOT NULL,
	"imei_key" text NOT NULL,
	"vz_check_id" uuid,
	"requested_by" uuid,
	"device_make" text,
	"device_model" text,
	"vz_esn_status" text,
	"vz_device_status" text,
	"status" "finlock_status" DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vz_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"imei" text NOT NULL,
	"imei_key" text NOT NULL,
	"checked_by" uuid,
	"full_response" jsonb NOT NULL,
	"model" text,
	"description" text,
	"esn_status" text,
	"device_status" text,
	"developer_code" text,
	"error_code" text,
	"part_number" text,
	"product_id" text,
	"sku" text,
	"device_type" text,
	"device_image_url" text,
	"device_image_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "finlock_removal_requests" ADD CONSTRAINT "finlock_removal_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finlock_removal_requests" ADD CONSTRAINT "finlock_removal_requests_vz_check_id_vz_checks_id_fk" FOREIGN KEY ("vz_check_id") REFERENCES "public"."vz_checks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finlock_removal_requests" ADD CONSTRAINT "finlock_removal_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vz_checks" ADD CONSTRAINT "vz_checks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vz_checks" ADD CONSTRAINT "vz_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vz_checks" ADD CONSTRAINT "vz_checks_device_image_id_carrier_device_images_id_fk" FOREIGN KEY ("device_image_id") REFERENCES "public"."carrier_device_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_device_images_source_url_idx" ON "carrier_device_images" USING btree ("source_url");--> statement-breakpoint
CREATE INDEX "finlock_requests_org_created_idx" ON "finlock_removal_requests" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "finlock_requests_imei_trgm_idx" ON "finlock_removal_requests" USING gin ("imei" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "finlock_requests_org_imei_key_open_key" ON "finlock_removal_requests" USING btree ("organization_id","imei_key") WHERE status in ('requested', 'pending', 'approved');--> statement-breakpoint
CREATE INDEX "vz_checks_org_created_idx" ON "vz_checks" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vz_checks_org_imei_key_idx" ON "vz_checks" USING btree ("organization_id","imei_key","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vz_checks_imei_trgm_idx" ON "vz_checks" USING gin ("imei" gin_trgm_ops);