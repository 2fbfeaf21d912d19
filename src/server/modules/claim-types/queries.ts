import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organizationClaimTypes } from '../../db/schema/organisations';

export function listClaimTypes(db: Database, organisationId: string) {
  return db
    .select({
      id: organizationClaimTypes.id,
      claimType: organizationClaimTypes.claimType,
      isTotalLoss: organizationClaimTypes.isTotalLoss,
    })
    .from(organizationClaimTypes)
    .where(eq(organizationClaimTypes.organizationId, organisationId))
    .orderBy(asc(organizationClaimTypes.claimType));
}
