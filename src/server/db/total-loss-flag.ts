import { type AnyColumn, and, eq, exists, type SQL, sql } from 'drizzle-orm';
import { organizationClaimTypes } from './schema/organisations';
import type { TenantTx } from './tenant';

/**
 * Whether a record's claim type is flagged total loss in its organisation's list of claim types. Records keep their
 * own copy of the name, so a type removed since reads as not total loss.
 */
export function isTotalLossClaimType(
  tx: TenantTx,
  record: { organisationId: AnyColumn; claimType: AnyColumn },
): SQL<boolean> {
  return sql<boolean>`${exists(
    tx
      .select({ one: sql`1` })
      .from(organizationClaimTypes)
      .where(
        and(
          eq(organizationClaimTypes.organizationId, record.organisationId),
          eq(organizationClaimTypes.claimType, record.claimType),
          eq(organizationClaimTypes.isTotalLoss, true),
        ),
      ),
  )}`;
}
