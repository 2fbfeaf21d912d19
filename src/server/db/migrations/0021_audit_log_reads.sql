-- The Org Admin Panel's audit log reads the organisation's events as the tenant; the policy of migration 0010 already
-- shows the tenant only its organisation's rows.
GRANT SELECT ON audit_events TO claimguard_tenant;
