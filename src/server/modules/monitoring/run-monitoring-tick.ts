import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { jobTenant } from '@/server/jobs/define-job';
import type { Services } from '@/server/services';
import { claimSlots } from './claim-slots';

type Deps = Pick<Services, 'db'>;

/**
 * One scheduler tick: for each organisation with a budget and a watch due, claims this tick's share of the month's
 * remaining searches (see claimSlots). A tick missed while no server ran is caught up by the next: its due watches
 * are still due, and the share grows only as the month's ticks run out, never past the budget.
 */
export async function runMonitoringTick(deps: Deps, now = new Date()): Promise<number> {
  // The owner's read across organisations: which have work at all (the claims are each tenant's own).
  const due = await deps.db.execute(
    sql`select o.id::text as id from organizations o where o.monitoring_monthly_budget > 0 and exists (
          select 1 from watched_devices w where w.organization_id = o.id
          and w.next_due_at <= ${now.toISOString()} and w.watch_until > ${now.toISOString()})`,
  );
  let queued = 0;
  for (const { id } of (due as unknown as { rows: { id: string }[] }).rows) {
    const claim = { organisationId: id, runId: randomUUID(), now, spread: true };
    queued += (await jobTenant(deps.db, { organisationId: id }).run((tx) => claimSlots(tx, claim))).queued;
  }
  return queued;
}
