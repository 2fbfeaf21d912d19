-- Tenant isolation in the database as defence in depth (decision record 007). Organisation-scoped requests run in a
-- transaction that sets app.organization_id and switches to the NOLOGIN role claimguard_tenant
-- (src/server/db/tenant.ts); row-level security then shows and accepts only that organisation's rows, even when a
-- query forgets its organisation filter. No FORCE: the owner connection (migrations, seeds, auth, super-admin
-- screens across organisations) is not bound by the policies.

-- Roles belong to the cluster, not the database: test runs create many databases in one cluster at once, so a
-- concurrent CREATE ROLE may fail with either error and only means the role is there.
DO $$
BEGIN
  CREATE ROLE claimguard_tenant NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
-- A non-superuser owner (production) may only switch to a role it is a member of; a superuser may switch to any.
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT claimguard_tenant TO %I', current_user);
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO claimguard_tenant;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON
  preclaim_checks, preclaim_recheck_history, settled_claims, denied_claims, claims, replacement_devices,
  vz_checks, finlock_removal_requests, organization_claim_types, organization_denial_reasons
  TO claimguard_tenant;
--> statement-breakpoint
-- Tallies are written by the SECURITY DEFINER triggers below, never by the tenant itself.
GRANT SELECT ON organization_tallies TO claimguard_tenant;
--> statement-breakpoint
-- The audit log is append-only for the tenant: it writes events and reads none.
GRANT INSERT ON audit_events TO claimguard_tenant;
--> statement-breakpoint
-- The intake reads its organisation's row; lists and details name the user who acted (never password or session data).
GRANT SELECT ON organizations TO claimguard_tenant;
--> statement-breakpoint
GRANT SELECT (id, email, name) ON users TO claimguard_tenant;
--> statement-breakpoint
-- Carrier device pictures show a product, not a customer (decision record 004); a check's picture is read by a join.
GRANT SELECT ON carrier_device_images TO claimguard_tenant;
--> statement-breakpoint
ALTER TABLE preclaim_checks ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON preclaim_checks TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
--> statement-breakpoint
-- A re-check also has to belong to a check the organisation can see, not only carry the organisation's id.
ALTER TABLE preclaim_recheck_history ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON preclaim_recheck_history TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (
    organization_id = nullif(current_setting('app.organization_id', true), '')::uuid
    AND EXISTS (SELECT 1 FROM preclaim_checks c WHERE c.id = preclaim_check_id)
  );
--> statement-breakpoint
ALTER TABLE settled_claims ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON settled_claims TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE denied_claims ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON denied_claims TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE claims ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON claims TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE replacement_devices ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON replacement_devices TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE vz_checks ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON vz_checks TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE finlock_removal_requests ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON finlock_removal_requests TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE organization_claim_types ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON organization_claim_types TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE organization_denial_reasons ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON organization_denial_reasons TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE organization_tallies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON organization_tallies TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE audit_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON audit_events TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
--> statement-breakpoint
-- Invitations and profiles are only touched on the owner connection (invitations, users, auth); the policies keep a
-- future tenant path to its own organisation all the same.
ALTER TABLE invitations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON invitations TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE profiles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON profiles TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
--> statement-breakpoint
-- The organisation row itself: the tenant sees its own.
ALTER TABLE organizations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON organizations TO claimguard_tenant
  USING (id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (id = nullif(current_setting('app.organization_id', true), '')::uuid);
--> statement-breakpoint
-- The tally triggers run as their owner, so a tenant's insert, update or delete keeps the tallies exact while the
-- tenant itself can only read them. A fixed search_path: a definer function must not resolve names the caller chose.
ALTER FUNCTION tally_preclaim_checks() SECURITY DEFINER SET search_path = pg_catalog, public;
--> statement-breakpoint
ALTER FUNCTION tally_settled_claims() SECURITY DEFINER SET search_path = pg_catalog, public;
--> statement-breakpoint
ALTER FUNCTION tally_denied_claims() SECURITY DEFINER SET search_path = pg_catalog, public;
--> statement-breakpoint
ALTER FUNCTION tally_replacement_devices() SECURITY DEFINER SET search_path = pg_catalog, public;
