import type { TenantTx } from '@/server/db/tenant';
import { countChargedSearches } from './queries';

/**
 * The organisation's own searches of a device that may have been charged, sent after `after` and before `before`
 * (what monitoring takes off the provider's count of earlier searches, which lists ours too).
 */
export function countOwnSearches(
  tx: TenantTx,
  where: { organisationId: string; imeiKey: string; after: Date; before: Date },
): Promise<number> {
  return countChargedSearches(tx, where);
}
