ALTER TABLE "claim_checks" ADD COLUMN "status_response" json;--> statement-breakpoint
ALTER TABLE "claim_checks" ADD COLUMN "status_checked_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_checks" ADD COLUMN "intake_certificate_result" text;--> statement-breakpoint
ALTER TABLE "claim_checks" ADD COLUMN "intake_is_blocked" boolean;--> statement-breakpoint
ALTER TABLE "claim_checks" ADD COLUMN "intake_find_my_iphone_status" text;--> statement-breakpoint
-- A check's status columns become its current status (re-checks and re-verifications now replace them); until now
-- nothing replaced them, so each check's current status is still its intake's.
UPDATE "claim_checks" SET "status_checked_at" = "created_at", "intake_certificate_result" = coalesce("certificate_result", 'red'),
  "intake_is_blocked" = "is_blocked", "intake_find_my_iphone_status" = "find_my_iphone_status";--> statement-breakpoint
ALTER TABLE "claim_checks" ALTER COLUMN "intake_certificate_result" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "settled_claims" ADD COLUMN "verification_id" uuid;--> statement-breakpoint
ALTER TABLE "settled_claims" ADD COLUMN "override_reason" text;--> statement-breakpoint
CREATE INDEX "denied_claims_org_check_idx" ON "denied_claims" USING btree ("organization_id","claim_check_id");--> statement-breakpoint
CREATE INDEX "device_verifications_org_imei_key_created_idx" ON "device_verifications" USING btree ("organization_id","imei_key","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "settled_claims_org_check_idx" ON "settled_claims" USING btree ("organization_id","claim_check_id");