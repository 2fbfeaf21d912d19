import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { deniedClaims, preclaimChecks, settledClaims } from '../../db/schema/checks';
import { organizations } from '../../db/schema/organisations';

/**
 * Earlier records of this device in the organisation, in the order the intake rules ask about them, in one round
 * trip (each sub-select uses the organisation + IMEI-key index).
 */
export async function findEarlierRecords(db: Database, organisationId: string, imeiKey: string) {
  const [row] = await db
    .select({
      checkedAt:
        sql`(select max(${preclaimChecks.createdAt}) from ${preclaimChecks} where ${preclaimChecks.organizationId} = ${organisationId} and ${preclaimChecks.imeiKey} = ${imeiKey})`.mapWith(
          preclaimChecks.createdAt,
        ),
      isSettled: sql<boolean>`exists (select 1 from ${settledClaims} where ${settledClaims.organizationId} = ${organisationId} and ${settledClaims.imeiKey} = ${imeiKey})`,
      isDenied: sql<boolean>`exists (select 1 from ${deniedClaims} where ${deniedClaims.organizationId} = ${organisationId} and ${deniedClaims.imeiKey} = ${imeiKey})`,
    })
    .from(organizations)
    .where(eq(organizations.id, organisationId));
  return {
    checkedAt: (row?.checkedAt as Date | null | undefined) ?? null,
    isSettled: row?.isSettled === true,
    isDenied: row?.isDenied === true,
  };
}

export type NewCheck = typeof preclaimChecks.$inferInsert;

export type StoredCheck = typeof preclaimChecks.$inferSelect;

export async function insertCheck(tx: Transaction, check: NewCheck): Promise<StoredCheck> {
  const [row] = await tx.insert(preclaimChecks).values(check).returning();
  if (!row) throw new Error('check insert returned no row');
  return row;
}
