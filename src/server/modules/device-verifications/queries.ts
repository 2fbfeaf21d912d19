import { and, eq, gt } from 'drizzle-orm';
import { deviceVerifications } from '@/server/db/schema/checks';
import type { TenantTx } from '@/server/db/tenant';

export async function insertVerification(tx: TenantTx, row: typeof deviceVerifications.$inferInsert) {
  const [stored] = await tx.insert(deviceVerifications).values(row).returning({ id: deviceVerifications.id });
  if (!stored) throw new Error('verification insert returned no row');
  return stored.id;
}

/** The organisation's re-verification of the device, if it was made after `since`. */
export async function findVerification(
  tx: TenantTx,
  {
    organisationId,
    id,
    imeiKey,
    since,
  }: { organisationId: string; id: string; imeiKey: string; since: Date },
) {
  const [row] = await tx
    .select({ fullResponse: deviceVerifications.fullResponse })
    .from(deviceVerifications)
    .where(
      and(
        eq(deviceVerifications.organizationId, organisationId),
        eq(deviceVerifications.id, id),
        eq(deviceVerifications.imeiKey, imeiKey),
        gt(deviceVerifications.createdAt, since),
      ),
    );
  return row;
}
