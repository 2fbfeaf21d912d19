-- Exact counts per organisation, table and label (organization_tallies), kept by statement-level triggers in the
-- same transaction as the rows they count. Totals and the dashboard read these few rows instead of counting.

CREATE FUNCTION tally_preclaim_checks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO organization_tallies (organization_id, table_name, label, count)
    SELECT organization_id, 'preclaim_checks', coalesce(nullif(trim(claim_type), ''), ''), count(*) FROM new_rows GROUP BY 1, 3
    ON CONFLICT (organization_id, table_name, label) DO UPDATE SET count = organization_tallies.count + excluded.count;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO organization_tallies (organization_id, table_name, label, count)
    SELECT organization_id, 'preclaim_checks', coalesce(nullif(trim(claim_type), ''), ''), -count(*) FROM old_rows GROUP BY 1, 3
    ON CONFLICT (organization_id, table_name, label) DO UPDATE SET count = organization_tallies.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tally_preclaim_checks_insert AFTER INSERT ON preclaim_checks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_preclaim_checks();
--> statement-breakpoint
CREATE TRIGGER tally_preclaim_checks_update AFTER UPDATE ON preclaim_checks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_preclaim_checks();
--> statement-breakpoint
CREATE TRIGGER tally_preclaim_checks_delete AFTER DELETE ON preclaim_checks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_preclaim_checks();
--> statement-breakpoint
INSERT INTO organization_tallies (organization_id, table_name, label, count)
SELECT organization_id, 'preclaim_checks', coalesce(nullif(trim(claim_type), ''), ''), count(*) FROM preclaim_checks GROUP BY 1, 3;
--> statement-breakpoint
CREATE FUNCTION tally_settled_claims() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO organization_tallies (organization_id, table_name, label, count)
    SELECT organization_id, 'settled_claims', coalesce(nullif(trim(notes), ''), ''), count(*) FROM new_rows GROUP BY 1, 3
    ON CONFLICT (organization_id, table_name, label) DO UPDATE SET count = organization_tallies.count + excluded.count;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO organization_tallies (organization_id, table_name, label, count)
    SELECT organization_id, 'settled_claims', coalesce(nullif(trim(notes), ''), ''), -count(*) FROM old_rows GROUP BY 1, 3
    ON CONFLICT (organization_id, table_name, label) DO UPDATE SET count = organization_tallies.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tally_settled_claims_insert AFTER INSERT ON settled_claims REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_settled_claims();
--> statement-breakpoint
CREATE TRIGGER tally_settled_claims_update AFTER UPDATE ON settled_claims REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_settled_claims();
--> statement-breakpoint
CREATE TRIGGER tally_settled_claims_delete AFTER DELETE ON settled_claims REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_settled_claims();
--> statement-breakpoint
INSERT INTO organization_tallies (organization_id, table_name, label, count)
SELECT organization_id, 'settled_claims', coalesce(nullif(trim(notes), ''), ''), count(*) FROM settled_claims GROUP BY 1, 3;
--> statement-breakpoint
CREATE FUNCTION tally_denied_claims() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO organization_tallies (organization_id, table_name, label, count)
    SELECT organization_id, 'denied_claims', coalesce(nullif(trim(denial_reason), ''), ''), count(*) FROM new_rows GROUP BY 1, 3
    ON CONFLICT (organization_id, table_name, label) DO UPDATE SET count = organization_tallies.count + excluded.count;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO organization_tallies (organization_id, table_name, label, count)
    SELECT organization_id, 'denied_claims', coalesce(nullif(trim(denial_reason), ''), ''), -count(*) FROM old_rows GROUP BY 1, 3
    ON CONFLICT (organization_id, table_name, label) DO UPDATE SET count = organization_tallies.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tally_denied_claims_insert AFTER INSERT ON denied_claims REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_denied_claims();
--> statement-breakpoint
CREATE TRIGGER tally_denied_claims_update AFTER UPDATE ON denied_claims REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_denied_claims();
--> statement-breakpoint
CREATE TRIGGER tally_denied_claims_delete AFTER DELETE ON denied_claims REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_denied_claims();
--> statement-breakpoint
INSERT INTO organization_tallies (organization_id, table_name, label, count)
SELECT organization_id, 'denied_claims', coalesce(nullif(trim(denial_reason), ''), ''), count(*) FROM denied_claims GROUP BY 1, 3;
--> statement-breakpoint
CREATE FUNCTION tally_replacement_devices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO organization_tallies (organization_id, table_name, label, count)
    SELECT organization_id, 'replacement_devices', '', count(*) FROM new_rows GROUP BY 1, 3
    ON CONFLICT (organization_id, table_name, label) DO UPDATE SET count = organization_tallies.count + excluded.count;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO organization_tallies (organization_id, table_name, label, count)
    SELECT organization_id, 'replacement_devices', '', -count(*) FROM old_rows GROUP BY 1, 3
    ON CONFLICT (organization_id, table_name, label) DO UPDATE SET count = organization_tallies.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tally_replacement_devices_insert AFTER INSERT ON replacement_devices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_replacement_devices();
--> statement-breakpoint
CREATE TRIGGER tally_replacement_devices_update AFTER UPDATE ON replacement_devices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_replacement_devices();
--> statement-breakpoint
CREATE TRIGGER tally_replacement_devices_delete AFTER DELETE ON replacement_devices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_replacement_devices();
--> statement-breakpoint
INSERT INTO organization_tallies (organization_id, table_name, label, count)
SELECT organization_id, 'replacement_devices', '', count(*) FROM replacement_devices GROUP BY 1, 3;
