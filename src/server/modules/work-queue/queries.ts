import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { organisationRow } from '@/server/db/organisation-row';
import { users } from '@/server/db/schema/auth';
import { claimChecks } from '@/server/db/schema/checks';
import { profiles, userRoles } from '@/server/db/schema/people';
import { savedViews } from '@/server/db/schema/saved-views';
import type { TenantTx } from '@/server/db/tenant';

const assignmentColumns = {
  id: claimChecks.id,
  assigneeId: claimChecks.assigneeId,
  workStatus: claimChecks.workStatus,
  dueAt: claimChecks.dueAt,
};
export type StoredAssignment = Awaited<ReturnType<typeof lockAssignments>>[number];

/** The organisation's open checks of these ids, locked for the change, in no particular order. */
export function lockAssignments(tx: TenantTx, organisationId: string, ids: string[]) {
  return tx
    .select(assignmentColumns)
    .from(claimChecks)
    .where(and(eq(claimChecks.organizationId, organisationId), inArray(claimChecks.id, ids)))
    .for('update');
}

/** How many of these ids are open checks of the organisation. */
export async function countOpenChecks(tx: TenantTx, organisationId: string, ids: string[]) {
  const [row] = await tx
    .select({ total: count() })
    .from(claimChecks)
    .where(and(eq(claimChecks.organizationId, organisationId), inArray(claimChecks.id, ids)));
  return row?.total ?? 0;
}

export async function updateAssignment(
  tx: TenantTx,
  organisationId: string,
  id: string,
  change: { assigneeId: string | null; workStatus: StoredAssignment['workStatus']; dueAt: Date | null },
) {
  await tx
    .update(claimChecks)
    .set(change)
    .where(organisationRow(claimChecks, organisationId, id));
}

/**
 * Whether the user may be given claims of the organisation: a member of it with a role, not deactivated. Read by the
 * owner connection (the tenant role reads no profiles or roles).
 */
export async function isActiveHandlerOf(db: Database, organisationId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(
      and(eq(users.id, userId), eq(profiles.organizationId, organisationId), isNull(users.deactivatedAt)),
    );
  return row !== undefined;
}

/** The person a claim is assigned to, as replies name them. */
export async function findPerson(tx: TenantTx, userId: string) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

const viewColumns = {
  id: savedViews.id,
  name: savedViews.name,
  filters: savedViews.filters,
  createdAt: savedViews.createdAt,
};

export function listSavedViews(tx: TenantTx, organisationId: string, userId: string) {
  return tx
    .select(viewColumns)
    .from(savedViews)
    .where(and(eq(savedViews.organizationId, organisationId), eq(savedViews.userId, userId)))
    .orderBy(asc(savedViews.name), asc(savedViews.id));
}

export async function countSavedViews(tx: TenantTx, organisationId: string, userId: string) {
  const [row] = await tx
    .select({ total: count() })
    .from(savedViews)
    .where(and(eq(savedViews.organizationId, organisationId), eq(savedViews.userId, userId)));
  return row?.total ?? 0;
}

export async function insertSavedView(tx: TenantTx, view: typeof savedViews.$inferInsert) {
  const [row] = await tx.insert(savedViews).values(view).returning(viewColumns);
  if (!row) throw new Error('saved view insert returned no row');
  return row;
}

/** Deletes one of the user's own views; false when they have none of that id. */
export async function deleteSavedView(tx: TenantTx, organisationId: string, userId: string, id: string) {
  const rows = await tx
    .delete(savedViews)
    .where(and(organisationRow(savedViews, organisationId, id), eq(savedViews.userId, userId)))
    .returning({ id: savedViews.id });
  return rows.length > 0;
}
