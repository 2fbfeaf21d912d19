ALTER TABLE "denied_claims" ADD COLUMN "claim_reference" text;--> statement-breakpoint
ALTER TABLE "denied_claims" ADD COLUMN "notes" text;--> statement-breakpoint
CREATE INDEX "carrier_checks_org_checked_by_created_idx" ON "carrier_checks" USING btree ("organization_id","checked_by","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "finlock_requests_org_requested_by_created_idx" ON "finlock_requests" USING btree ("organization_id","requested_by","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "claim_checks_org_claim_type_created_idx" ON "claim_checks" USING btree ("organization_id","claim_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "claim_checks_org_checked_by_created_idx" ON "claim_checks" USING btree ("organization_id","checked_by","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "claim_checks_org_certificate_created_idx" ON "claim_checks" USING btree ("organization_id","certificate_result","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "denied_claims_org_reason_denied_idx" ON "denied_claims" USING btree ("organization_id","denial_reason","denied_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "denied_claims_org_denied_by_denied_idx" ON "denied_claims" USING btree ("organization_id","denied_by","denied_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "denied_claims_claim_reference_trgm_idx" ON "denied_claims" USING gin ("claim_reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "settled_claims_org_claim_type_settled_idx" ON "settled_claims" USING btree ("organization_id","claim_type","settled_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "settled_claims_org_settled_by_settled_idx" ON "settled_claims" USING btree ("organization_id","settled_by","settled_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "settled_claims_claim_reference_trgm_idx" ON "settled_claims" USING gin ("claim_reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "replacement_devices_org_settled_by_settled_idx" ON "replacement_devices" USING btree ("organization_id","settled_by","settled_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- A denial keeps the claim reference of its check from now on; for earlier denials the reference is found where it
-- was sent out: the claim.denied webhook event names the denied claim, the check.recorded event its check.
UPDATE "denied_claims" AS d SET "claim_reference" = sent.reference
FROM (
  SELECT organization_id, payload::jsonb -> 'data' ->> 'deniedClaimId' AS denied_claim_id, NULL AS check_id,
    payload::jsonb -> 'data' ->> 'reference' AS reference
  FROM webhook_deliveries WHERE event_type = 'claim.denied'
  UNION ALL
  SELECT organization_id, NULL, payload::jsonb -> 'data' ->> 'checkId', payload::jsonb -> 'data' ->> 'reference'
  FROM webhook_deliveries WHERE event_type = 'check.recorded'
) AS sent
WHERE sent.reference IS NOT NULL AND sent.reference <> '' AND d.claim_reference IS NULL
  AND d.organization_id = sent.organization_id
  AND (d.id::text = sent.denied_claim_id OR d.claim_check_id::text = sent.check_id);
--> statement-breakpoint
-- Settled and Denied Claims search the claim reference too (its trigram index above), as Claims Review does.
CREATE OR REPLACE FUNCTION tenant_search_settled_claims(pattern text) RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
    SELECT id FROM settled_claims
    WHERE organization_id = nullif(current_setting('app.organization_id', true), '')::uuid
      AND (imei ILIKE pattern OR claim_reference ILIKE pattern)
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tenant_search_denied_claims(pattern text) RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
    SELECT id FROM denied_claims
    WHERE organization_id = nullif(current_setting('app.organization_id', true), '')::uuid
      AND (imei ILIKE pattern OR claim_reference ILIKE pattern)
  $$;
