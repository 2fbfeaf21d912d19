import { and, desc, eq, gt } from 'drizzle-orm';
import { deviceVerifications } from '@/server/db/schema/checks';
import type { TenantTx } from '@/server/db/tenant';

export async function insertVerification(tx: TenantTx, row: typeof deviceVerifications.$inferInsert) {
  const [stored] = await tx.insert(deviceVerifications).values(row).returning({ id: deviceVerifications.id });
  if (!stored) throw new Error('verification insert returned no row');
  return stored.id;
}

/** The organisation's re-verifications of the device made after `since`, newest first. */
export function listVerifications(
  tx: TenantTx,
  { organisationId, imeiKey, since }: { organisationId: string; imeiKey: string; since: Date },
) {
  return tx
    .select({
      id: deviceVerifications.id,
      fullResponse: deviceVerifications.fullResponse,
      createdAt: deviceVerifications.createdAt,
    })
    .from(deviceVerifications)
    .where(
      and(
        eq(deviceVerifications.organizationId, organisationId),
        eq(deviceVerifications.imeiKey, imeiKey),
        gt(deviceVerifications.createdAt, since),
      ),
    )
    .orderBy(desc(deviceVerifications.createdAt), desc(deviceVerifications.id));
}
