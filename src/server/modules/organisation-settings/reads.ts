import type { TenantTx } from '@/server/db/tenant';
import { readSettings } from './queries';

/** Whether settled claims of the organisation are registered with the provider (on unless an admin turned it off). */
export async function isRegistrySubmissionOn(tx: TenantTx, organisationId: string) {
  return (await readSettings(tx, organisationId))?.registrySubmission ?? true;
}

/** Rows above which a member's bulk upload awaits an org admin's approval; null when none does. */
export async function bulkApprovalAboveRows(tx: TenantTx, organisationId: string) {
  return (await readSettings(tx, organisationId))?.bulkApprovalAboveRows ?? null;
}
