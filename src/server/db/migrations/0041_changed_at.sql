-- The checks and each register that an integrator syncs ("everything that changed since my last run") record when
-- their row last changed. A trigger moves it on every update, whatever statement makes it (a re-check, a review, a
-- registry answer, a clean-up), to the time of that statement (clock_timestamp, not the transaction's start), so a
-- change made after a sync run read its rows sorts after everything that run read.
ALTER TABLE "claim_checks" ADD COLUMN "updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL;--> statement-breakpoint
ALTER TABLE "denied_claims" ADD COLUMN "updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL;--> statement-breakpoint
ALTER TABLE "settled_claims" ADD COLUMN "updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL;--> statement-breakpoint
ALTER TABLE "replacement_devices" ADD COLUMN "updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL;--> statement-breakpoint
CREATE INDEX "claim_checks_org_changed_idx" ON "claim_checks" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "denied_claims_org_changed_idx" ON "denied_claims" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "settled_claims_org_changed_idx" ON "settled_claims" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "replacement_devices_org_changed_idx" ON "replacement_devices" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "alerts_org_changed_idx" ON "alerts" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
UPDATE "claim_checks" SET "updated_at" = greatest("created_at", "status_checked_at");--> statement-breakpoint
UPDATE "denied_claims" SET "updated_at" = "denied_at";--> statement-breakpoint
UPDATE "settled_claims" SET "updated_at" = greatest("settled_at", "registry_updated_at");--> statement-breakpoint
UPDATE "replacement_devices" SET "updated_at" = "settled_at";--> statement-breakpoint
UPDATE "alerts" SET "updated_at" = greatest("detected_at", "reviewed_at");--> statement-breakpoint
CREATE FUNCTION touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := clock_timestamp();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER touch_claim_checks BEFORE UPDATE ON claim_checks FOR EACH ROW EXECUTE FUNCTION touch_updated_at();--> statement-breakpoint
CREATE TRIGGER touch_denied_claims BEFORE UPDATE ON denied_claims FOR EACH ROW EXECUTE FUNCTION touch_updated_at();--> statement-breakpoint
CREATE TRIGGER touch_settled_claims BEFORE UPDATE ON settled_claims FOR EACH ROW EXECUTE FUNCTION touch_updated_at();--> statement-breakpoint
CREATE TRIGGER touch_replacement_devices BEFORE UPDATE ON replacement_devices FOR EACH ROW EXECUTE FUNCTION touch_updated_at();--> statement-breakpoint
CREATE TRIGGER touch_alerts BEFORE UPDATE ON alerts FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
