import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { personNameKept } from '@/server/db/person-name';
import { registerPage } from '@/server/db/register-page';
import { users } from '@/server/db/schema/auth';
import { deniedClaims } from '@/server/db/schema/checks';
import { isTotalLossClaimType } from '@/server/db/total-loss-flag';
import type { PagedQuery } from '@/server/http/paging';

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
export function listDeniedClaims(db: Database, organisationId: string, query: PagedQuery) {
  return registerPage(
    db,
    { table: deniedClaims, newestFirst: deniedClaims.deniedAt },
    organisationId,
    query,
    (where) =>
      db
        .select(rowColumns)
        .from(deniedClaims)
        .leftJoin(users, eq(users.id, deniedClaims.deniedBy))
        .where(where)
        .$dynamic(),
  );
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
