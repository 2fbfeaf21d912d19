import { registerMessages } from '@/domain/register-messages';
import { recordAuditEvent } from '@/server/audit/record-audit-event';
import { type Actor, requireOrganisation } from '@/server/auth/actor';
import { withTenant } from '@/server/db/tenant';
import { conflict, notFound } from '@/server/errors';
import type { Services } from '@/server/services';
import { findSubmission, setRegistryState } from './queries';
import { queueRegistrySubmission } from './queue-registry-submission';

/** An org admin sends a failed registration again: pending, a new job and an audit event, together. */
export async function retryRegistrySubmission(
  deps: Pick<Services, 'db' | 'jobs' | 'env'>,
  actor: Actor | null,
  id: string,
): Promise<void> {
  const organisationId = requireOrganisation(actor);
  await withTenant(deps.db, organisationId, async (tx) => {
    const found = await findSubmission(tx, organisationId, id);
    if (!found) throw notFound(registerMessages.settledClaimNotFound);
    if (found.status !== 'failed') throw conflict(registerMessages.registryNotRetryable, 'NOT_RETRYABLE');
    await setRegistryState(tx, { organisationId, id }, { status: 'pending' });
    await queueRegistrySubmission(deps, tx, { settledClaimId: id, organisationId });
    await recordAuditEvent(tx, {
      organizationId: organisationId,
      actorUserId: actor?.userId ?? null,
      action: 'claim.registry-retried',
      subjectType: 'settled_claim',
      subjectId: id,
      details: { imei: found.imei },
    });
  });
}
