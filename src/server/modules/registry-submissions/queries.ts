import { and, eq } from 'drizzle-orm';
import type { RegistryStatus } from '@/domain/registry-status';
import { settledClaims } from '@/server/db/schema/checks';
import type { TenantTx } from '@/server/db/tenant';

const ofRecord = (organisationId: string, id: string) =>
  and(eq(settledClaims.organizationId, organisationId), eq(settledClaims.id, id));

/** What the registry is sent about a settled claim, and where its registration stands. */
export async function findSubmission(tx: TenantTx, organisationId: string, id: string) {
  const [row] = await tx
    .select({
      imei: settledClaims.imei,
      make: settledClaims.deviceMake,
      model: settledClaims.deviceModel,
      settledAt: settledClaims.settledAt,
      claimReference: settledClaims.claimReference,
      status: settledClaims.registryStatus,
    })
    .from(settledClaims)
    .where(ofRecord(organisationId, id))
    .for('update');
  return row;
}

export interface RegistryState {
  status: RegistryStatus;
  transactionId?: string | null;
  error?: string | null;
}

export async function setRegistryState(
  tx: TenantTx,
  { organisationId, id }: { organisationId: string; id: string },
  { status, transactionId = null, error = null }: RegistryState,
) {
  await tx
    .update(settledClaims)
    .set({
      registryStatus: status,
      registryTransactionId: transactionId,
      registryError: error,
      registryUpdatedAt: new Date(),
    })
    .where(ofRecord(organisationId, id));
}
