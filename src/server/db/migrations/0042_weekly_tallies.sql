CREATE TABLE "organization_weekly_tallies" (
	"organization_id" uuid NOT NULL,
	"week" date NOT NULL,
	"table_name" text NOT NULL,
	"label" text NOT NULL,
	"count" integer NOT NULL,
	"red" integer NOT NULL,
	CONSTRAINT "organization_weekly_tallies_organization_id_week_table_name_label_pk" PRIMARY KEY("organization_id","week","table_name","label")
);
--> statement-breakpoint
ALTER TABLE "organization_weekly_tallies" ADD CONSTRAINT "organization_weekly_tallies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The dashboard's year and all time: the daily tallies of migration 0025 rolled up by week, from Monday (the week of
-- the dashboard's trend), so two years read about a hundred rows per label instead of seven hundred. A row trigger on
-- the daily tallies adds each change of a day's count to its week in the same transaction, so the two always agree.
-- A day's row only ever changes its count and red (the statement triggers upsert it), and goes only with its
-- organisation, which takes the weeks with it.
CREATE FUNCTION tally_weeks() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  was_count integer := 0;
  was_red integer := 0;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    was_count := OLD.count;
    was_red := OLD.red;
  END IF;
  INSERT INTO organization_weekly_tallies (organization_id, week, table_name, label, count, red)
  VALUES (NEW.organization_id, NEW.day - (NEW.day - date '2000-01-03') % 7, NEW.table_name, NEW.label,
    NEW.count - was_count, NEW.red - was_red)
  ON CONFLICT (organization_id, week, table_name, label)
    DO UPDATE SET count = organization_weekly_tallies.count + excluded.count, red = organization_weekly_tallies.red + excluded.red;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tally_weeks AFTER INSERT OR UPDATE OF count, red ON organization_daily_tallies
  FOR EACH ROW EXECUTE FUNCTION tally_weeks();
--> statement-breakpoint
INSERT INTO organization_weekly_tallies (organization_id, week, table_name, label, count, red)
SELECT organization_id, day - (day - date '2000-01-03') % 7, table_name, label, sum(count), sum(red)
  FROM organization_daily_tallies GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
GRANT SELECT ON organization_weekly_tallies TO claimguard_tenant;
--> statement-breakpoint
ALTER TABLE organization_weekly_tallies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON organization_weekly_tallies TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
