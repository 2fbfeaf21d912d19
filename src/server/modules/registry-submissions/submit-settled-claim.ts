import type { FastifyBaseLogger } from 'fastify';
import { registryMessages } from '@/domain/registry-messages';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantTx } from '@/server/db/tenant';
import { defineJob, type JobContext } from '@/server/jobs/define-job';
import type { WebhookDeps } from '@/server/modules/webhooks';
import type { DeviceRegistry, RegistryOutcome } from '@/server/providers/device-history/registry-client';
import { findSubmission, setRegistryState } from './queries';
import { type RegistrySubmissionJob, registrySubmissionJob } from './queue-registry-submission';

interface Deps extends WebhookDeps {
  registry: DeviceRegistry;
  logger: FastifyBaseLogger;
}

type Submission = NonNullable<Awaited<ReturnType<typeof findSubmission>>>;

/**
 * Works one registration job, so that a settled claim is registered exactly once. The record is marked `sending`
 * (committed) before the request goes out. Only a submission that certainly never registered the claim (the registry
 * was not reached, or answered its error 1) goes back to pending and is sent again by the queue (its retries, with
 * back-off); the last such attempt is failed. Everything else ends here: registered (with or without a transaction
 * id, or already held by the registry), failed (refused, in the registry's words), or outcome unknown (no answer in
 * time, the connection broke after sending, an answer that does not say), which waits for an org admin. A job that
 * finds `sending` belongs to an attempt cut off mid-flight (the process died, or a step after the answer failed): its
 * outcome is unknown too, and it is never sent again on its own.
 */
export async function submitSettledClaim(
  job: RegistrySubmissionJob,
  context: JobContext<RegistrySubmissionJob>,
) {
  const { settledClaimId: id, organisationId } = job;
  const { tenant, attempt } = context;
  const deps: Deps = { ...context.services, logger: context.logger };

  const submission = await tenant.run(async (tx) => {
    const found = await findSubmission(tx, organisationId, id);
    if (found?.status === 'sending') {
      await recordOutcome(
        deps,
        tx,
        { id, organisationId, found },
        {
          outcome: 'unknown',
          detail: registryMessages.serverStopped,
        },
      );
      deps.logger.warn(
        { settledClaimId: id },
        'registry submission cut off mid-flight: outcome unknown, not resent',
      );
      return null;
    }
    if (found?.status !== 'pending') return null;
    await setRegistryState(tx, { organisationId, id }, { status: 'sending' });
    return found;
  });
  if (!submission) return;

  const answer = await deps.registry.submitSettledClaim(submission);
  deps.logger[answer.outcome === 'registered' ? 'info' : 'warn'](
    { settledClaimId: id, attempt: attempt.retryCount + 1, outcome: answer.outcome, detail: answer.detail },
    'registry submission answered',
  );
  if (answer.outcome === 'not-sent' && attempt.retryCount < attempt.retryLimit) {
    await tenant.run((tx) =>
      setRegistryState(tx, { organisationId, id }, { status: 'pending', error: answer.detail }),
    );
    // The queue sends it again after its pause: nothing was registered.
    throw new Error(answer.detail);
  }
  await tenant.run((tx) => recordOutcome(deps, tx, { id, organisationId, found: submission }, answer));
}

/** One settled claim registered at a time per process: the registry is asked once per claim, in turn. */
export const registrySubmissionWorker = defineJob(registrySubmissionJob, {
  concurrency: 1,
  handler: submitSettledClaim,
});

/**
 * Where the registration ends, with the event the organisation's claim system hears when a person must act: a
 * failure (refused, or never reached after the last attempt) or an outcome nobody knows.
 */
async function recordOutcome(
  deps: Deps,
  tx: TenantTx,
  { id, organisationId, found }: { id: string; organisationId: string; found: Submission },
  answer: RegistryOutcome,
) {
  const where = { organisationId, id };
  if (answer.outcome === 'registered') {
    await setRegistryState(tx, where, { status: 'registered', transactionId: answer.transactionId });
    return;
  }
  const status = answer.outcome === 'unknown' ? 'unknown' : 'failed';
  await setRegistryState(tx, where, { status, error: answer.detail });
  await recordEvent(
    tx,
    { organisationId, userId: null, webhooks: deps },
    {
      name: status === 'unknown' ? 'registry.outcome_unknown' : 'registry.submission_failed',
      subjectId: id,
      data: { settledClaimId: id, imei: found.imei, reference: found.claimReference, error: answer.detail },
    },
  );
}
