import { registerMessages } from '@/domain/register-messages';
import { recordAuditEvent } from '@/server/audit/record-audit-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import { conflict, notFound } from '@/server/errors';
import type { Services } from '@/server/services';
import { findSubmission, setRegistryState } from './queries';
import { queueRegistrySubmission } from './queue-registry-submission';

/** An org admin sends a failed registration again: pending, a new job and an audit event, together. */
export async function retryRegistrySubmission(
  deps: Pick<Services, 'jobs' | 'env'>,
  tenant: TenantContext,
  id: string,
): Promise<void> {
  const { organisationId } = tenant;
  await tenant.run(async (tx) => {
    const found = await findSubmission(tx, organisationId, id);
    if (!found) throw notFound(registerMessages.settledClaimNotFound);
    if (found.status !== 'failed') throw conflict(registerMessages.registryNotRetryable, 'NOT_RETRYABLE');
    await setRegistryState(tx, { organisationId, id }, { status: 'pending' });
    await queueRegistrySubmission(deps, tx, { settledClaimId: id, organisationId });
    await recordAuditEvent(tx, {
      organizationId: organisationId,
      actorUserId: tenant.userId,
      action: 'claim.registry-retried',
      subjectType: 'settled_claim',
      subjectId: id,
      details: { imei: found.imei },
    });
  });
}
