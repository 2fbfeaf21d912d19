-- Subject requests (decision 050): a device's bulk lines by its first 14 digits and a claim reference matched whole,
-- the audit events about a record or user, made by a user, or naming a device's IMEI.
CREATE INDEX "bulk_intake_rows_org_imei_key_idx" ON "bulk_intake_rows" USING btree ("organization_id",left("imei", 14));--> statement-breakpoint
CREATE INDEX "bulk_intake_rows_org_reference_idx" ON "bulk_intake_rows" USING btree ("organization_id","reference");--> statement-breakpoint
CREATE INDEX "claim_checks_org_reference_idx" ON "claim_checks" USING btree ("organization_id","reference");--> statement-breakpoint
CREATE INDEX "denied_claims_org_claim_reference_idx" ON "denied_claims" USING btree ("organization_id","claim_reference");--> statement-breakpoint
CREATE INDEX "settled_claims_org_claim_reference_idx" ON "settled_claims" USING btree ("organization_id","claim_reference");--> statement-breakpoint
CREATE INDEX "audit_events_org_subject_idx" ON "audit_events" USING btree ("organization_id","subject_id");--> statement-breakpoint
CREATE INDEX "audit_events_org_actor_created_idx" ON "audit_events" USING btree ("organization_id","actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_org_imei_idx" ON "audit_events" USING btree ("organization_id",("details" ->> 'imei'));