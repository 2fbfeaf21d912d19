import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { registerMessages } from '@/domain/register-messages';
import type { Database } from '@/server/db/client';
import { type TenantTx, withTenant } from '@/server/db/tenant';
import type { WebhookDeps } from '@/server/modules/webhooks/queue-webhook-delivery';
import { raiseWebhookEvent } from '@/server/modules/webhooks/raise-webhook-event';
import type { DeviceRegistry } from '@/server/providers/device-history/registry-client';
import { findSubmission, type RegistryState, setRegistryState } from './queries';
import type { RegistrySubmissionJob } from './queue-registry-submission';

interface Deps extends WebhookDeps {
  db: Database;
  registry: DeviceRegistry;
  logger: FastifyBaseLogger;
}

/**
 * Works one registration job. The record is marked `sending` (committed) before the request goes out, so an attempt
 * cut off after it may have reached the registry (the process died) is never sent again on its own: the next
 * attempt finds `sending` and marks it failed for an admin to look at and retry. A failure with an answer, or
 * without a connection, goes back to pending and the queue retries it with back-off; the last one marks it failed.
 */
export async function submitSettledClaim(deps: Deps, job: PgBoss.JobWithMetadata<RegistrySubmissionJob>) {
  const { settledClaimId: id, organisationId } = job.data;
  const where = { organisationId, id };
  const update = (state: RegistryState) =>
    withTenant(deps.db, organisationId, (tx) => setRegistryState(tx, where, state));
  // A submission given up on is the organisation's to handle: its claim system hears of it with the failure.
  const markFailed = async (
    tx: TenantTx,
    found: { imei: string; claimReference: string | null },
    error: string,
  ) => {
    await setRegistryState(tx, where, { status: 'failed', error });
    await raiseWebhookEvent(deps, tx, {
      organisationId,
      type: 'registry.submission_failed',
      data: { settledClaimId: id, imei: found.imei, reference: found.claimReference, error },
    });
  };

  const submission = await withTenant(deps.db, organisationId, async (tx) => {
    const found = await findSubmission(tx, organisationId, id);
    if (found?.status === 'sending') {
      await markFailed(tx, found, registerMessages.registryOutcomeUnknown);
      deps.logger.warn(
        { settledClaimId: id },
        'registry submission cut off mid-flight: marked failed, not resent',
      );
      return null;
    }
    if (found?.status !== 'pending') return null;
    await setRegistryState(tx, where, { status: 'sending' });
    return found;
  });
  if (!submission) return;

  let transactionId: string;
  try {
    ({ transactionId } = await deps.registry.submitSettledClaim(submission));
  } catch (error) {
    const isLastAttempt = job.retryCount >= job.retryLimit;
    const reason = error instanceof Error ? error.message : String(error);
    if (isLastAttempt) await withTenant(deps.db, organisationId, (tx) => markFailed(tx, submission, reason));
    else await update({ status: 'pending', error: reason });
    deps.logger.warn(
      { settledClaimId: id, attempt: job.retryCount + 1, err: error },
      'registry submission failed',
    );
    throw error;
  }
  // Outside the try: a registration the registry confirmed must never go back to pending and be sent again.
  await update({ status: 'registered', transactionId });
}
