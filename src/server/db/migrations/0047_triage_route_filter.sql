-- Claims Review's route filter (?route=fast-track|review|refer) walks its own index in the list's order, as the other
-- filters do (migration 0024).
CREATE INDEX "claim_checks_org_triage_route_created_idx" ON "claim_checks" USING btree ("organization_id","triage_route","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
