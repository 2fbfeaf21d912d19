-- Row-level security lets only leakproof operators run before its policy, so under the tenant role ILIKE cannot be an
-- index condition: a "contains" search would read every row of the organisation instead of its trigram index
-- (measured, decision record 007). These functions run the search as their owner, scoped to the organisation set for
-- the transaction (never to a parameter), and return ids, which the tenant's query then matches by primary key
-- (uuid equality is leakproof). With no organisation set they return nothing.
CREATE FUNCTION tenant_search_preclaim_checks(pattern text) RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
    SELECT id FROM preclaim_checks
    WHERE organization_id = nullif(current_setting('app.organization_id', true), '')::uuid
      AND (imei ILIKE pattern OR reference ILIKE pattern)
  $$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION tenant_search_preclaim_checks(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION tenant_search_preclaim_checks(text) TO claimguard_tenant;
--> statement-breakpoint
CREATE FUNCTION tenant_search_settled_claims(pattern text) RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
    SELECT id FROM settled_claims
    WHERE organization_id = nullif(current_setting('app.organization_id', true), '')::uuid
      AND (imei ILIKE pattern)
  $$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION tenant_search_settled_claims(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION tenant_search_settled_claims(text) TO claimguard_tenant;
--> statement-breakpoint
CREATE FUNCTION tenant_search_denied_claims(pattern text) RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
    SELECT id FROM denied_claims
    WHERE organization_id = nullif(current_setting('app.organization_id', true), '')::uuid
      AND (imei ILIKE pattern)
  $$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION tenant_search_denied_claims(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION tenant_search_denied_claims(text) TO claimguard_tenant;
--> statement-breakpoint
CREATE FUNCTION tenant_search_replacement_devices(pattern text) RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
    SELECT id FROM replacement_devices
    WHERE organization_id = nullif(current_setting('app.organization_id', true), '')::uuid
      AND (replacement_imei ILIKE pattern OR original_imei ILIKE pattern)
  $$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION tenant_search_replacement_devices(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION tenant_search_replacement_devices(text) TO claimguard_tenant;
--> statement-breakpoint
CREATE FUNCTION tenant_search_vz_checks(pattern text) RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
    SELECT id FROM vz_checks
    WHERE organization_id = nullif(current_setting('app.organization_id', true), '')::uuid
      AND (imei ILIKE pattern)
  $$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION tenant_search_vz_checks(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION tenant_search_vz_checks(text) TO claimguard_tenant;
--> statement-breakpoint
CREATE FUNCTION tenant_search_finlock_removal_requests(pattern text) RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
    SELECT id FROM finlock_removal_requests
    WHERE organization_id = nullif(current_setting('app.organization_id', true), '')::uuid
      AND (imei ILIKE pattern)
  $$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION tenant_search_finlock_removal_requests(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION tenant_search_finlock_removal_requests(text) TO claimguard_tenant;
