import { and, asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { organizationDenialReasons } from '@/server/db/schema/organisations';

const denialReasonColumns = {
  id: organizationDenialReasons.id,
  denialReason: organizationDenialReasons.denialReason,
};

export function listDenialReasons(db: Database, organisationId: string) {
  return db
    .select(denialReasonColumns)
    .from(organizationDenialReasons)
    .where(eq(organizationDenialReasons.organizationId, organisationId))
    .orderBy(asc(organizationDenialReasons.denialReason));
}

export async function insertDenialReason(tx: Transaction, organisationId: string, denialReason: string) {
  const [row] = await tx
    .insert(organizationDenialReasons)
    .values({ organizationId: organisationId, denialReason })
    .returning(denialReasonColumns);
  if (!row) throw new Error('denial reason insert returned no row');
  return row;
}

/** The removed row, or undefined when the organisation has no denial reason with this id. */
export async function deleteDenialReason(tx: Transaction, organisationId: string, id: string) {
  const [row] = await tx
    .delete(organizationDenialReasons)
    .where(
      and(eq(organizationDenialReasons.organizationId, organisationId), eq(organizationDenialReasons.id, id)),
    )
    .returning(denialReasonColumns);
  return row;
}
