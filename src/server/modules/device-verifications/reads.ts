import type { TenantTx } from '@/server/db/tenant';
import { findVerification } from './queries';

/** A re-verification older than this is not what the handler is looking at now. */
const VERIFICATION_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * The organisation's re-verification of the device as the server stored it (the provider's answer), or undefined
 * when there is none of that id for the device from the last hour.
 */
export async function findRecentVerification(
  tx: TenantTx,
  { organisationId, id, imeiKey }: { organisationId: string; id: string; imeiKey: string },
) {
  const since = new Date(Date.now() - VERIFICATION_MAX_AGE_MS);
  return findVerification(tx, { organisationId, id, imeiKey, since });
}
