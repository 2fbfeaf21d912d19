import { and, eq } from 'drizzle-orm';
import { preclaimChecks } from '@/server/db/schema/checks';
import type { TenantTx } from '@/server/db/tenant';

/**
 * Deletes every check of the organisation on the device (first 14 digits); returns their ids. A settle, a deny and
 * Claims Review's 'Delete all for IMEI' each clear the device's checks this way.
 */
export async function deleteChecksByImeiKey(tx: TenantTx, organisationId: string, imeiKey: string) {
  const rows = await tx
    .delete(preclaimChecks)
    .where(and(eq(preclaimChecks.organizationId, organisationId), eq(preclaimChecks.imeiKey, imeiKey)))
    .returning({ id: preclaimChecks.id });
  return rows.map((row) => row.id);
}
