import { and, asc, eq } from 'drizzle-orm';
import type { NewClaimType } from '@/domain/schemas/claim-type';
import type { Database, Transaction } from '@/server/db/client';
import { organizationClaimTypes } from '@/server/db/schema/organisations';

const claimTypeColumns = {
  id: organizationClaimTypes.id,
  claimType: organizationClaimTypes.claimType,
  isTotalLoss: organizationClaimTypes.isTotalLoss,
};

export function listClaimTypes(db: Database, organisationId: string) {
  return db
    .select(claimTypeColumns)
    .from(organizationClaimTypes)
    .where(eq(organizationClaimTypes.organizationId, organisationId))
    .orderBy(asc(organizationClaimTypes.claimType));
}

export async function insertClaimType(tx: Transaction, organisationId: string, input: NewClaimType) {
  const [row] = await tx
    .insert(organizationClaimTypes)
    .values({ organizationId: organisationId, ...input })
    .returning(claimTypeColumns);
  if (!row) throw new Error('claim type insert returned no row');
  return row;
}

/** The removed row, or undefined when the organisation has no claim type with this id. */
export async function deleteClaimType(tx: Transaction, organisationId: string, id: string) {
  const [row] = await tx
    .delete(organizationClaimTypes)
    .where(and(eq(organizationClaimTypes.organizationId, organisationId), eq(organizationClaimTypes.id, id)))
    .returning(claimTypeColumns);
  return row;
}
