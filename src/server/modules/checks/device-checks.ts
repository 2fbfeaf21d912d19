import { and, eq } from 'drizzle-orm';
import { claimChecks } from '@/server/db/schema/checks';
import type { TenantTx } from '@/server/db/tenant';

/**
 * Deletes every check of the organisation on the device (first 14 digits); returns their ids. A settle, a deny and
 * Claims Review's 'Delete all for IMEI' each clear the device's checks this way.
 */
export async function deleteChecksByImeiKey(tx: TenantTx, organisationId: string, imeiKey: string) {
  const rows = await tx
    .delete(claimChecks)
    .where(and(eq(claimChecks.organizationId, organisationId), eq(claimChecks.imeiKey, imeiKey)))
    .returning({ id: claimChecks.id });
  return rows.map((row) => row.id);
}

/** The claim reference of the organisation's open check on the device (one at most), or null when none names one. */
export async function findClaimReferenceOfDevice(tx: TenantTx, organisationId: string, imeiKey: string) {
  const [row] = await tx
    .select({ reference: claimChecks.reference })
    .from(claimChecks)
    .where(and(eq(claimChecks.organizationId, organisationId), eq(claimChecks.imeiKey, imeiKey)));
  return row?.reference ?? null;
}
