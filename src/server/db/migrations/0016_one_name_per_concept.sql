-- One name per concept: the tables, columns, indexes and constraints take the names the code uses (a check of a
-- claim, a carrier check, a FinLock request). Renames keep the rows, grants, row-level security policies and
-- triggers; the functions whose bodies name a table are created again under the new names.
ALTER TABLE "preclaim_checks" RENAME TO "claim_checks";--> statement-breakpoint
ALTER TABLE "preclaim_recheck_history" RENAME TO "claim_recheck_history";--> statement-breakpoint
ALTER TABLE "vz_checks" RENAME TO "carrier_checks";--> statement-breakpoint
ALTER TABLE "finlock_removal_requests" RENAME TO "finlock_requests";--> statement-breakpoint
ALTER TABLE "claim_recheck_history" RENAME COLUMN "preclaim_check_id" TO "claim_check_id";--> statement-breakpoint
ALTER TABLE "claims" RENAME COLUMN "preclaim_check_id" TO "claim_check_id";--> statement-breakpoint
ALTER TABLE "settled_claims" RENAME COLUMN "preclaim_check_id" TO "claim_check_id";--> statement-breakpoint
ALTER TABLE "denied_claims" RENAME COLUMN "preclaim_check_id" TO "claim_check_id";--> statement-breakpoint
ALTER TABLE "finlock_requests" RENAME COLUMN "vz_check_id" TO "carrier_check_id";--> statement-breakpoint
ALTER TABLE "finlock_requests" RENAME COLUMN "vz_esn_status" TO "esn_status";--> statement-breakpoint
ALTER TABLE "finlock_requests" RENAME COLUMN "vz_device_status" TO "device_status";--> statement-breakpoint
ALTER TABLE "claim_checks" RENAME CONSTRAINT "preclaim_checks_pkey" TO "claim_checks_pkey";--> statement-breakpoint
ALTER TABLE "claim_checks" RENAME CONSTRAINT "preclaim_checks_organization_id_organizations_id_fk" TO "claim_checks_organization_id_organizations_id_fk";--> statement-breakpoint
ALTER TABLE "claim_checks" RENAME CONSTRAINT "preclaim_checks_checked_by_users_id_fk" TO "claim_checks_checked_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "claim_recheck_history" RENAME CONSTRAINT "preclaim_recheck_history_pkey" TO "claim_recheck_history_pkey";--> statement-breakpoint
ALTER TABLE "claim_recheck_history" RENAME CONSTRAINT "preclaim_recheck_history_organization_id_organizations_id_fk" TO "claim_recheck_history_organization_id_organizations_id_fk";--> statement-breakpoint
ALTER TABLE "claim_recheck_history" RENAME CONSTRAINT "preclaim_recheck_history_checked_by_users_id_fk" TO "claim_recheck_history_checked_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "claim_recheck_history" RENAME CONSTRAINT "preclaim_recheck_history_preclaim_check_id_preclaim_checks_id_f" TO "claim_recheck_history_claim_check_id_claim_checks_id_fk";--> statement-breakpoint
ALTER TABLE "carrier_checks" RENAME CONSTRAINT "vz_checks_pkey" TO "carrier_checks_pkey";--> statement-breakpoint
ALTER TABLE "carrier_checks" RENAME CONSTRAINT "vz_checks_organization_id_organizations_id_fk" TO "carrier_checks_organization_id_organizations_id_fk";--> statement-breakpoint
ALTER TABLE "carrier_checks" RENAME CONSTRAINT "vz_checks_checked_by_users_id_fk" TO "carrier_checks_checked_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "carrier_checks" RENAME CONSTRAINT "vz_checks_device_image_id_carrier_device_images_id_fk" TO "carrier_checks_device_image_id_carrier_device_images_id_fk";--> statement-breakpoint
ALTER TABLE "finlock_requests" RENAME CONSTRAINT "finlock_removal_requests_pkey" TO "finlock_requests_pkey";--> statement-breakpoint
ALTER TABLE "finlock_requests" RENAME CONSTRAINT "finlock_removal_requests_organization_id_organizations_id_fk" TO "finlock_requests_organization_id_organizations_id_fk";--> statement-breakpoint
ALTER TABLE "finlock_requests" RENAME CONSTRAINT "finlock_removal_requests_requested_by_users_id_fk" TO "finlock_requests_requested_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "finlock_requests" RENAME CONSTRAINT "finlock_removal_requests_vz_check_id_vz_checks_id_fk" TO "finlock_requests_carrier_check_id_carrier_checks_id_fk";--> statement-breakpoint
ALTER INDEX "preclaim_checks_org_created_idx" RENAME TO "claim_checks_org_created_idx";--> statement-breakpoint
ALTER INDEX "preclaim_checks_imei_trgm_idx" RENAME TO "claim_checks_imei_trgm_idx";--> statement-breakpoint
ALTER INDEX "preclaim_checks_reference_trgm_idx" RENAME TO "claim_checks_reference_trgm_idx";--> statement-breakpoint
ALTER INDEX "preclaim_checks_org_imei_key_key" RENAME TO "claim_checks_org_imei_key_key";--> statement-breakpoint
ALTER INDEX "preclaim_recheck_history_check_idx" RENAME TO "claim_recheck_history_check_idx";--> statement-breakpoint
ALTER INDEX "vz_checks_org_created_idx" RENAME TO "carrier_checks_org_created_idx";--> statement-breakpoint
ALTER INDEX "vz_checks_org_imei_key_idx" RENAME TO "carrier_checks_org_imei_key_idx";--> statement-breakpoint
ALTER INDEX "vz_checks_imei_trgm_idx" RENAME TO "carrier_checks_imei_trgm_idx";--> statement-breakpoint
-- Tallies are keyed by table name, and the audit trail names its subjects by the table's singular.
UPDATE organization_tallies SET table_name = 'claim_checks' WHERE table_name = 'preclaim_checks';--> statement-breakpoint
UPDATE audit_events SET subject_type = 'claim_check' WHERE subject_type = 'preclaim_check';--> statement-breakpoint
UPDATE audit_events SET subject_type = 'carrier_check' WHERE subject_type = 'vz_check';--> statement-breakpoint
UPDATE audit_events SET subject_type = 'finlock_request' WHERE subject_type = 'finlock_removal_request';--> statement-breakpoint
UPDATE audit_events SET details = (details - 'vzCheckId') || jsonb_build_object('carrierCheckId', details -> 'vzCheckId')
  WHERE details ? 'vzCheckId';--> statement-breakpoint
ALTER FUNCTION tally_preclaim_checks() RENAME TO tally_claim_checks;--> statement-breakpoint
CREATE OR REPLACE FUNCTION tally_claim_checks() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO organization_tallies (organization_id, table_name, label, count)
    SELECT organization_id, 'claim_checks', coalesce(nullif(trim(claim_type), ''), ''), count(*) FROM new_rows GROUP BY 1, 3
    ON CONFLICT (organization_id, table_name, label) DO UPDATE SET count = organization_tallies.count + excluded.count;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO organization_tallies (organization_id, table_name, label, count)
    SELECT organization_id, 'claim_checks', coalesce(nullif(trim(claim_type), ''), ''), -count(*) FROM old_rows GROUP BY 1, 3
    ON CONFLICT (organization_id, table_name, label) DO UPDATE SET count = organization_tallies.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
ALTER TRIGGER tally_preclaim_checks_insert ON claim_checks RENAME TO tally_claim_checks_insert;--> statement-breakpoint
ALTER TRIGGER tally_preclaim_checks_update ON claim_checks RENAME TO tally_claim_checks_update;--> statement-breakpoint
ALTER TRIGGER tally_preclaim_checks_delete ON claim_checks RENAME TO tally_claim_checks_delete;--> statement-breakpoint
DROP FUNCTION tenant_search_page_preclaim_checks(text, integer, integer);--> statement-breakpoint
DROP FUNCTION tenant_count_preclaim_checks(text);--> statement-breakpoint
DROP FUNCTION tenant_search_vz_checks(text);--> statement-breakpoint
DROP FUNCTION tenant_search_finlock_removal_requests(text);--> statement-breakpoint
-- The tenant's "contains" searches, as before (decision record 007): run as the owner, scoped to the organisation
-- set for the transaction, returning ids.
CREATE FUNCTION tenant_search_page_claim_checks(pattern text, max_rows integer, skip_rows integer)
  RETURNS SETOF uuid LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  BEGIN
    RETURN QUERY EXECUTE format(
      'SELECT id FROM public.claim_checks WHERE organization_id = %L::uuid AND (imei ILIKE %L OR reference ILIKE %L)'
      ' ORDER BY created_at DESC NULLS FIRST, id DESC LIMIT %s OFFSET %s',
      nullif(current_setting('app.organization_id', true), ''), pattern, pattern, max_rows, skip_rows);
  END $$;--> statement-breakpoint
CREATE FUNCTION tenant_count_claim_checks(pattern text)
  RETURNS bigint LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  DECLARE total bigint;
  BEGIN
    EXECUTE format(
      'SELECT count(*) FROM public.claim_checks WHERE organization_id = %L::uuid AND (imei ILIKE %L OR reference ILIKE %L)',
      nullif(current_setting('app.organization_id', true), ''), pattern, pattern) INTO total;
    RETURN total;
  END $$;--> statement-breakpoint
CREATE FUNCTION tenant_search_carrier_checks(pattern text) RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
    SELECT id FROM carrier_checks
    WHERE organization_id = nullif(current_setting('app.organization_id', true), '')::uuid
      AND (imei ILIKE pattern)
  $$;--> statement-breakpoint
CREATE FUNCTION tenant_search_finlock_requests(pattern text) RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
    SELECT id FROM finlock_requests
    WHERE organization_id = nullif(current_setting('app.organization_id', true), '')::uuid
      AND (imei ILIKE pattern)
  $$;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION tenant_search_page_claim_checks(text, integer, integer) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION tenant_search_page_claim_checks(text, integer, integer) TO claimguard_tenant;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION tenant_count_claim_checks(text) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION tenant_count_claim_checks(text) TO claimguard_tenant;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION tenant_search_carrier_checks(text) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION tenant_search_carrier_checks(text) TO claimguard_tenant;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION tenant_search_finlock_requests(text) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION tenant_search_finlock_requests(text) TO claimguard_tenant;
