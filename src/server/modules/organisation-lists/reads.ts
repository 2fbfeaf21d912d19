import type { TenantTx } from '@/server/db/tenant';
import { claimTypeStatements, denialReasonStatements } from './queries';

/**
 * Whether a claim type of the organisation is a total loss: true or false, or undefined when the organisation has no
 * claim type of that name. Intake, Claims Review and settle decide FNOL, loss date and replacement by it.
 */
export async function readTotalLossRule(tx: TenantTx, organisationId: string) {
  const claimTypes = await claimTypeStatements.list(tx, organisationId);
  return (claimType: string | null): boolean | undefined =>
    claimTypes.find((type) => type.claimType === claimType)?.isTotalLoss;
}

/** Whether the reason is one of the organisation's denial reasons (a deny must name one). */
export async function isDenialReasonOf(tx: TenantTx, organisationId: string, denialReason: string) {
  const reasons = await denialReasonStatements.list(tx, organisationId);
  return reasons.some((reason) => reason.denialReason === denialReason);
}
