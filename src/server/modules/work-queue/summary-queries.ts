import { count, eq, sql } from 'drizzle-orm';
import { claimChecks } from '@/server/db/schema/checks';
import type { TenantTx } from '@/server/db/tenant';
import { assigneeColumns, assignees } from '@/server/modules/checks';

/**
 * The organisation's open claims counted by assignee and triage route in one pass, with each assignee's name: at most
 * four rows a handler, whatever the number of claims.
 */
export function countOpenClaims(tx: TenantTx, organisationId: string) {
  return tx
    .select({
      assignee: assigneeColumns,
      route: claimChecks.triageRoute,
      open: count(),
      overdue: sql<number>`count(*) filter (where ${claimChecks.dueAt} < now())`.mapWith(Number),
    })
    .from(claimChecks)
    .leftJoin(assignees, eq(assignees.id, claimChecks.assigneeId))
    .where(eq(claimChecks.organizationId, organisationId))
    .groupBy(assignees.id, assignees.email, assignees.name, claimChecks.triageRoute);
}
