import { and, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { deniedClaims, preclaimChecks, settledClaims } from '../../db/schema/checks';

/** Earlier records of this device in the organisation, in the order the intake rules ask about them. */
export async function findEarlierRecords(db: Database, organisationId: string, imeiKey: string) {
  const [check, settled, denied] = await Promise.all([
    db
      .select({ createdAt: preclaimChecks.createdAt })
      .from(preclaimChecks)
      .where(and(eq(preclaimChecks.organizationId, organisationId), eq(preclaimChecks.imeiKey, imeiKey)))
      .orderBy(desc(preclaimChecks.createdAt))
      .limit(1),
    db
      .select({ id: settledClaims.id })
      .from(settledClaims)
      .where(and(eq(settledClaims.organizationId, organisationId), eq(settledClaims.imeiKey, imeiKey)))
      .limit(1),
    db
      .select({ id: deniedClaims.id })
      .from(deniedClaims)
      .where(and(eq(deniedClaims.organizationId, organisationId), eq(deniedClaims.imeiKey, imeiKey)))
      .limit(1),
  ]);
  return {
    checkedAt: check[0]?.createdAt ?? null,
    isSettled: settled.length > 0,
    isDenied: denied.length > 0,
  };
}

export type NewCheck = typeof preclaimChecks.$inferInsert;

export async function insertCheck(tx: Transaction, check: NewCheck): Promise<string> {
  const [row] = await tx.insert(preclaimChecks).values(check).returning({ id: preclaimChecks.id });
  if (!row) throw new Error('check insert returned no row');
  return row.id;
}

export async function findCheck(db: Database, organisationId: string, checkId: string) {
  const [row] = await db
    .select({
      check: preclaimChecks,
      checkerEmail: users.email,
      checkerName: users.name,
    })
    .from(preclaimChecks)
    .leftJoin(users, eq(users.id, preclaimChecks.checkedBy))
    .where(and(eq(preclaimChecks.organizationId, organisationId), eq(preclaimChecks.id, checkId)))
    .limit(1);
  return row ?? null;
}
