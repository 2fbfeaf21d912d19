import type { RegistryStatus } from '@/domain/registry-status';
import { organisationRow } from '@/server/db/organisation-row';
import { settledClaims } from '@/server/db/schema/checks';
import type { TenantTx } from '@/server/db/tenant';

/** What the registry is sent about a settled claim, and where its registration stands. */
export async function findSubmission(tx: TenantTx, organisationId: string, id: string) {
  const [row] = await tx
    .select({
      imei: settledClaims.imei,
      make: settledClaims.deviceMake,
      model: settledClaims.deviceModel,
      colour: settledClaims.deviceColor,
      storage: settledClaims.deviceStorage,
      claimDate: settledClaims.claimDate,
      claimReference: settledClaims.claimReference,
      status: settledClaims.registryStatus,
      error: settledClaims.registryError,
    })
    .from(settledClaims)
    .where(organisationRow(settledClaims, organisationId, id))
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
    .where(organisationRow(settledClaims, organisationId, id));
}
