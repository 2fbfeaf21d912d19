DROP INDEX "finlock_requests_org_created_idx";--> statement-breakpoint
DROP INDEX "vz_checks_org_created_idx";--> statement-breakpoint
DROP INDEX "vz_checks_org_imei_key_idx";--> statement-breakpoint
DROP INDEX "denied_claims_org_denied_idx";--> statement-breakpoint
DROP INDEX "preclaim_checks_org_created_idx";--> statement-breakpoint
DROP INDEX "preclaim_recheck_history_check_idx";--> statement-breakpoint
DROP INDEX "settled_claims_org_settled_idx";--> statement-breakpoint
DROP INDEX "replacement_devices_org_settled_idx";--> statement-breakpoint
CREATE INDEX "finlock_requests_org_created_idx" ON "finlock_removal_requests" USING btree ("organization_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vz_checks_org_created_idx" ON "vz_checks" USING btree ("organization_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vz_checks_org_imei_key_idx" ON "vz_checks" USING btree ("organization_id","imei_key","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "denied_claims_org_denied_idx" ON "denied_claims" USING btree ("organization_id","denied_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "preclaim_checks_org_created_idx" ON "preclaim_checks" USING btree ("organization_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "preclaim_recheck_history_check_idx" ON "preclaim_recheck_history" USING btree ("preclaim_check_id","checked_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "settled_claims_org_settled_idx" ON "settled_claims" USING btree ("organization_id","settled_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "replacement_devices_org_settled_idx" ON "replacement_devices" USING btree ("organization_id","settled_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);