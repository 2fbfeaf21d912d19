import type { Database } from '@/server/db/client';
import { listClaimTypes } from './queries';

/**
 * Whether a claim type of the organisation is a total loss: true or false, or undefined when the organisation has no
 * claim type of that name. Intake, Claims Review and settle decide FNOL, loss date and replacement by it.
 */
export async function readTotalLossRule(db: Database, organisationId: string) {
  const claimTypes = await listClaimTypes(db, organisationId);
  return (claimType: string | null): boolean | undefined =>
    claimTypes.find((type) => type.claimType === claimType)?.isTotalLoss;
}
