import { and, eq } from 'drizzle-orm';
import type { ExistingRecord, ExistingRecordType } from '@/domain/errors';
import { claimChecks, deniedClaims, settledClaims } from '@/server/db/schema/checks';
import type { TenantTx } from '@/server/db/tenant';
import { existingRecord } from '@/server/errors';

const TABLES = { check: claimChecks, 'settled-claim': settledClaims, 'denied-claim': deniedClaims } as const;

/**
 * The organisation's record of this kind on the device (first 14 digits), for the 409 that refuses a second one to
 * name it; undefined when it has none (removed meanwhile).
 */
export async function findDeviceRecord(
  tx: TenantTx,
  { organisationId, imeiKey, type }: { organisationId: string; imeiKey: string; type: ExistingRecordType },
): Promise<ExistingRecord | undefined> {
  const table = TABLES[type];
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.organizationId, organisationId), eq(table.imeiKey, imeiKey)))
    .limit(1);
  return row && existingRecord(type, row.id);
}

/**
 * What became of a check that is no longer open: the settled or denied record that keeps its id, or undefined when
 * it was deleted (or its record was).
 */
export async function findDecisionOfCheck(
  tx: TenantTx,
  organisationId: string,
  checkId: string,
): Promise<ExistingRecord | undefined> {
  for (const type of ['settled-claim', 'denied-claim'] as const) {
    const table = TABLES[type];
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.organizationId, organisationId), eq(table.claimCheckId, checkId)))
      .limit(1);
    if (row) return existingRecord(type, row.id);
  }
  return undefined;
}
