import type { TenantTx } from '@/server/db/tenant';
import { listVerifications } from './queries';

/**
 * What a settlement rests on: the organisation's latest re-verification of the device since its check was recorded
 * (undefined when there is none), and whether `named` is one of the device's re-verifications since then.
 */
export async function findSettlementEvidence(
  tx: TenantTx,
  query: { organisationId: string; imeiKey: string; since: Date; named: string | null },
) {
  const verifications = await listVerifications(tx, query);
  return {
    latest: verifications[0],
    isNamedOfDevice: verifications.some((verification) => verification.id === query.named),
  };
}
