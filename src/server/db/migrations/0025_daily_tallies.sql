CREATE TABLE "organization_daily_tallies" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"table_name" text NOT NULL,
	"label" text NOT NULL,
	"count" integer NOT NULL,
	"red" integer NOT NULL,
	CONSTRAINT "organization_daily_tallies_organization_id_day_table_name_label_pk" PRIMARY KEY("organization_id","day","table_name","label")
);
--> statement-breakpoint
ALTER TABLE "organization_daily_tallies" ADD CONSTRAINT "organization_daily_tallies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The dashboard's periods and trend: the exact counts of organization_tallies split by the UTC day of each record's
-- date (a check's recording, a settlement, a denial), kept by statement-level triggers in the same transaction as the
-- rows they count, like those of migration 0008. A period or a chart then sums a few hundred rows at any volume.
-- The triggers run as their owner (SECURITY DEFINER, fixed search_path); the tenant only reads its own rows.
CREATE FUNCTION tally_days_claim_checks() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO organization_daily_tallies (organization_id, day, table_name, label, count, red)
    SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, 'claim_checks', coalesce(nullif(trim(claim_type), ''), ''),
      count(*), count(*) FILTER (WHERE certificate_result = 'red') FROM new_rows GROUP BY 1, 2, 4
    ON CONFLICT (organization_id, day, table_name, label)
      DO UPDATE SET count = organization_daily_tallies.count + excluded.count, red = organization_daily_tallies.red + excluded.red;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO organization_daily_tallies (organization_id, day, table_name, label, count, red)
    SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, 'claim_checks', coalesce(nullif(trim(claim_type), ''), ''),
      -count(*), -count(*) FILTER (WHERE certificate_result = 'red') FROM old_rows GROUP BY 1, 2, 4
    ON CONFLICT (organization_id, day, table_name, label)
      DO UPDATE SET count = organization_daily_tallies.count + excluded.count, red = organization_daily_tallies.red + excluded.red;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tally_days_claim_checks_insert AFTER INSERT ON claim_checks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_days_claim_checks();
--> statement-breakpoint
CREATE TRIGGER tally_days_claim_checks_update AFTER UPDATE ON claim_checks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_days_claim_checks();
--> statement-breakpoint
CREATE TRIGGER tally_days_claim_checks_delete AFTER DELETE ON claim_checks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_days_claim_checks();
--> statement-breakpoint
INSERT INTO organization_daily_tallies (organization_id, day, table_name, label, count, red)
SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, 'claim_checks', coalesce(nullif(trim(claim_type), ''), ''),
      count(*), count(*) FILTER (WHERE certificate_result = 'red') FROM claim_checks GROUP BY 1, 2, 4;
--> statement-breakpoint
CREATE FUNCTION tally_days_settled_claims() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO organization_daily_tallies (organization_id, day, table_name, label, count, red)
    SELECT organization_id, (settled_at AT TIME ZONE 'UTC')::date, 'settled_claims', coalesce(nullif(trim(notes), ''), ''),
      count(*), 0 FROM new_rows GROUP BY 1, 2, 4
    ON CONFLICT (organization_id, day, table_name, label)
      DO UPDATE SET count = organization_daily_tallies.count + excluded.count, red = organization_daily_tallies.red + excluded.red;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO organization_daily_tallies (organization_id, day, table_name, label, count, red)
    SELECT organization_id, (settled_at AT TIME ZONE 'UTC')::date, 'settled_claims', coalesce(nullif(trim(notes), ''), ''),
      -count(*), 0 FROM old_rows GROUP BY 1, 2, 4
    ON CONFLICT (organization_id, day, table_name, label)
      DO UPDATE SET count = organization_daily_tallies.count + excluded.count, red = organization_daily_tallies.red + excluded.red;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tally_days_settled_claims_insert AFTER INSERT ON settled_claims REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_days_settled_claims();
--> statement-breakpoint
CREATE TRIGGER tally_days_settled_claims_update AFTER UPDATE ON settled_claims REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_days_settled_claims();
--> statement-breakpoint
CREATE TRIGGER tally_days_settled_claims_delete AFTER DELETE ON settled_claims REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_days_settled_claims();
--> statement-breakpoint
INSERT INTO organization_daily_tallies (organization_id, day, table_name, label, count, red)
SELECT organization_id, (settled_at AT TIME ZONE 'UTC')::date, 'settled_claims', coalesce(nullif(trim(notes), ''), ''),
      count(*), 0 FROM settled_claims GROUP BY 1, 2, 4;
--> statement-breakpoint
CREATE FUNCTION tally_days_denied_claims() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO organization_daily_tallies (organization_id, day, table_name, label, count, red)
    SELECT organization_id, (denied_at AT TIME ZONE 'UTC')::date, 'denied_claims', coalesce(nullif(trim(denial_reason), ''), ''),
      count(*), 0 FROM new_rows GROUP BY 1, 2, 4
    ON CONFLICT (organization_id, day, table_name, label)
      DO UPDATE SET count = organization_daily_tallies.count + excluded.count, red = organization_daily_tallies.red + excluded.red;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO organization_daily_tallies (organization_id, day, table_name, label, count, red)
    SELECT organization_id, (denied_at AT TIME ZONE 'UTC')::date, 'denied_claims', coalesce(nullif(trim(denial_reason), ''), ''),
      -count(*), 0 FROM old_rows GROUP BY 1, 2, 4
    ON CONFLICT (organization_id, day, table_name, label)
      DO UPDATE SET count = organization_daily_tallies.count + excluded.count, red = organization_daily_tallies.red + excluded.red;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tally_days_denied_claims_insert AFTER INSERT ON denied_claims REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_days_denied_claims();
--> statement-breakpoint
CREATE TRIGGER tally_days_denied_claims_update AFTER UPDATE ON denied_claims REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_days_denied_claims();
--> statement-breakpoint
CREATE TRIGGER tally_days_denied_claims_delete AFTER DELETE ON denied_claims REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_days_denied_claims();
--> statement-breakpoint
INSERT INTO organization_daily_tallies (organization_id, day, table_name, label, count, red)
SELECT organization_id, (denied_at AT TIME ZONE 'UTC')::date, 'denied_claims', coalesce(nullif(trim(denial_reason), ''), ''),
      count(*), 0 FROM denied_claims GROUP BY 1, 2, 4;
--> statement-breakpoint
GRANT SELECT ON organization_daily_tallies TO claimguard_tenant;
--> statement-breakpoint
ALTER TABLE organization_daily_tallies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON organization_daily_tallies TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
