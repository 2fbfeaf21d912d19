import { and, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { personNameKept } from '@/server/db/person-name';
import { users } from '@/server/db/schema/auth';
import { deniedClaims } from '@/server/db/schema/checks';
import { listTotal } from '@/server/db/tallies';
import { tenantContains } from '@/server/db/tenant-search';
import { isTotalLossClaimType } from '@/server/db/total-loss-flag';
import { type PagedQuery, pageOffset } from '@/server/http/paging';

const rowColumns = {
  id: deniedClaims.id,
  deniedAt: deniedClaims.deniedAt,
  imei: deniedClaims.imei,
  deviceMake: deniedClaims.deviceMake,
  deviceModel: deniedClaims.deviceModel,
  claimType: deniedClaims.claimType,
  denialReason: deniedClaims.denialReason,
  deniedBy: personNameKept(deniedClaims.deniedByName, deniedClaims.deniedByEmail),
};

/** One page of the organisation's denied claims, newest first, optionally those whose IMEI contains `search`. */
export async function listDeniedClaims(db: Database, organisationId: string, query: PagedQuery) {
  const search = query.search ? tenantContains(deniedClaims, query.search) : undefined;
  const where = and(eq(deniedClaims.organizationId, organisationId), search);
  const items = await db
    .select(rowColumns)
    .from(deniedClaims)
    .leftJoin(users, eq(users.id, deniedClaims.deniedBy))
    .where(where)
    .orderBy(desc(deniedClaims.deniedAt), desc(deniedClaims.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const total = await listTotal(db, deniedClaims, organisationId, search);
  return { items, total };
}

/** The denied claim with its claim type's total-loss flag; undefined when the organisation has no such record. */
export async function findDeniedClaim(db: Database, organisationId: string, id: string) {
  const [row] = await db
    .select({
      ...rowColumns,
      isTotalLoss: isTotalLossClaimType(db, {
        organisationId: deniedClaims.organizationId,
        claimType: deniedClaims.claimType,
      }),
    })
    .from(deniedClaims)
    .leftJoin(users, eq(users.id, deniedClaims.deniedBy))
    .where(and(eq(deniedClaims.organizationId, organisationId), eq(deniedClaims.id, id)));
  return row;
}

/** Deletes the record and returns its IMEI; undefined when the organisation has no such record. */
export async function deleteDeniedClaim(tx: Transaction, organisationId: string, id: string) {
  const [row] = await tx
    .delete(deniedClaims)
    .where(and(eq(deniedClaims.organizationId, organisationId), eq(deniedClaims.id, id)))
    .returning({ imei: deniedClaims.imei });
  return row?.imei;
}
