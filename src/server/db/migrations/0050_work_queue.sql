-- The work queue (decision record 051): a check is assigned to a handler, has a status and a due date from the
-- organization's service level per triage route; Claims Review filters by each on its own index (as 0024 and 0047),
-- and each handler keeps saved filter views.
CREATE TABLE "saved_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_checks" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "claim_checks" ADD COLUMN "work_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_checks" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "service_level_days" jsonb DEFAULT '{"fast-track":1,"review":3,"refer":10}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_org_user_name_key" ON "saved_views" USING btree ("organization_id","user_id","name");--> statement-breakpoint
ALTER TABLE "claim_checks" ADD CONSTRAINT "claim_checks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_checks_org_assignee_created_idx" ON "claim_checks" USING btree ("organization_id","assignee_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "claim_checks_org_work_status_created_idx" ON "claim_checks" USING btree ("organization_id","work_status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "claim_checks_org_due_idx" ON "claim_checks" USING btree ("organization_id","due_at");--> statement-breakpoint
-- A check is due the organization's days for its route after intake, and a referred one starts `referred`: set on
-- insert, inside the intake's own statement (the intake sends no more messages). Checks without a route (recorded
-- before triage) have no due date.
CREATE FUNCTION claim_checks_work_queue_start() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.triage_route IS NOT NULL AND NEW.due_at IS NULL THEN
    NEW.due_at := NEW.created_at + make_interval(days => coalesce(
      (SELECT (o.service_level_days ->> NEW.triage_route)::int FROM organizations o WHERE o.id = NEW.organization_id),
      CASE NEW.triage_route WHEN 'fast-track' THEN 1 WHEN 'review' THEN 3 ELSE 10 END));
  END IF;
  IF NEW.triage_route = 'refer' AND NEW.work_status = 'new' THEN
    NEW.work_status := 'referred';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER claim_checks_work_queue_start BEFORE INSERT ON claim_checks FOR EACH ROW EXECUTE FUNCTION claim_checks_work_queue_start();
--> statement-breakpoint
-- The open checks get their due date and status by the default service level, without counting as changed for a sync.
ALTER TABLE claim_checks DISABLE TRIGGER touch_claim_checks;
--> statement-breakpoint
UPDATE claim_checks c SET
  due_at = c.created_at + make_interval(days => coalesce((o.service_level_days ->> c.triage_route)::int, 3)),
  work_status = CASE WHEN c.triage_route = 'refer' THEN 'referred' ELSE c.work_status END
FROM organizations o WHERE o.id = c.organization_id AND c.triage_route IS NOT NULL;
--> statement-breakpoint
ALTER TABLE claim_checks ENABLE TRIGGER touch_claim_checks;
--> statement-breakpoint
-- Saved views are tenant data, each user's own (the service reads and deletes only the caller's).
GRANT SELECT, INSERT, DELETE ON saved_views TO claimguard_tenant;
--> statement-breakpoint
ALTER TABLE saved_views ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON saved_views TO claimguard_tenant
  USING (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::uuid);
