import { registerMessages } from '@/domain/register-messages';
import { registryMessages } from '@/domain/registry-messages';
import type { RegistryStatus } from '@/domain/registry-status';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import { conflict, notFound } from '@/server/errors';
import type { Services } from '@/server/services';
import { findSubmission, setRegistryState } from './queries';
import { queueRegistrySubmission } from './queue-registry-submission';

type Deps = Pick<Services, 'jobs' | 'env'>;

/**
 * An org admin retries a failed registration: safe, because a failed one certainly was not registered (refused, or
 * never reached). One whose outcome is unknown is refused here: it needs Confirm registered or Send again.
 */
export function retryRegistrySubmission(deps: Deps, tenant: TenantContext, id: string): Promise<void> {
  return queueAgain(deps, tenant, { id, from: 'failed', action: 'claim.registry_retried' });
}

/**
 * An org admin sends again a registration whose outcome is unknown, having been told it may then be registered
 * twice; the audit event says so.
 */
export function sendRegistrySubmissionAgain(deps: Deps, tenant: TenantContext, id: string): Promise<void> {
  return queueAgain(deps, tenant, { id, from: 'unknown', action: 'claim.registry_sent_again' });
}

/** Pending, a new job and an audit event, together. */
async function queueAgain(
  deps: Deps,
  tenant: TenantContext,
  {
    id,
    from,
    action,
  }: { id: string; from: RegistryStatus; action: 'claim.registry_retried' | 'claim.registry_sent_again' },
): Promise<void> {
  const { organisationId } = tenant;
  await tenant.run(async (tx) => {
    const found = await findSubmission(tx, organisationId, id);
    if (!found) throw notFound(registerMessages.settledClaimNotFound);
    if (found.status !== from) throw refusal(found.status, from);
    await setRegistryState(tx, { organisationId, id }, { status: 'pending' });
    await queueRegistrySubmission(deps, tx, { settledClaimId: id, organisationId });
    await recordEvent(tx, tenant, {
      name: action,
      subjectId: id,
      data: {
        imei: found.imei,
        previousStatus: found.status,
        previousError: found.error,
        ...(from === 'unknown' ? { mayRegisterTwice: true } : {}),
      },
    });
  });
}

function refusal(status: RegistryStatus | null, wanted: RegistryStatus) {
  if (wanted === 'unknown') return conflict(registryMessages.notUnknown, 'OUTCOME_NOT_UNKNOWN');
  if (status === 'unknown') return conflict(registryMessages.outcomeUnknownNotRetryable, 'NOT_RETRYABLE');
  return conflict(registryMessages.notRetryable, 'NOT_RETRYABLE');
}
