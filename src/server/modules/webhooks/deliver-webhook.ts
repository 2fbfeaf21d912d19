import type { FastifyBaseLogger } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { webhookMessages } from '@/domain/webhook-messages';
import { type WebhookDeliveryJob, webhookDeliveryJob } from '@/server/audit/webhook-delivery-job';
import type { Database } from '@/server/db/client';
import { defineJob, type JobContext, type JobTenant } from '@/server/jobs/define-job';
import type { Mailer } from '@/server/mail/mailer';
import { webhookDeliveries } from '@/server/metrics/metrics';
import type { Services } from '@/server/services';
import { mailEndpointDisabled } from './mail-org-admins';
import {
  claimDeliveryTarget,
  countFinalFailure,
  disableEndpoint,
  recordDeliveryAttempt,
  resetFailures,
  updateDelivery,
} from './queries';
import { sendWebhook, type WebhookAttempt } from './send-webhook';
import { allowsLoopback } from './service';
import { openWebhookSecret } from './webhook-secret';

interface Deps {
  db: Database;
  env: Services['env'];
  mailer: Mailer;
  logger: FastifyBaseLogger;
}

/**
 * Works one delivery job: signs the stored payload with the endpoint's secret, during a rotation's overlap with the
 * old one too (Standard Webhooks, a fresh webhook-timestamp, the delivery's own webhook-id), and posts it. Delivery
 * is at least once: a job whose worker died mid-attempt runs again, and the receiver tells a repeat by its id. A failure is recorded and thrown, so the queue
 * tries again after a doubling pause; after the last attempt the delivery is failed and counted against the
 * endpoint, which is disabled (and its org admins mailed) after too many such failures in a row.
 */
export async function deliverWebhook(job: WebhookDeliveryJob, context: JobContext<WebhookDeliveryJob>) {
  const { deliveryId: id, organisationId } = job;
  const { tenant, attempt: jobAttempt } = context;
  const deps: Deps = { ...context.services, logger: context.logger };
  // An attempt ends within its timeout: a claim older than that and a few seconds was a dead worker's. The job of a
  // dead worker runs again only after it expires (30 s after the timeout), so it never waits for this claim.
  const leaseSeconds = Math.ceil(deps.env.WEBHOOK_TIMEOUT_MS / 1000) + 5;
  const target = await tenant.run((tx) => claimDeliveryTarget(tx, { organisationId, id, leaseSeconds }));
  // Gone with its endpoint, or already answered (a job run again after its outcome was recorded).
  if (target?.status !== 'pending') return;
  // Another worker is sending it (this job expired under it and runs again): tried again later, never sent twice at once.
  if (target.enabled && !target.claimed) throw new Error('webhook delivery in flight in another worker');
  if (!target.enabled) {
    await tenant.run((tx) =>
      updateDelivery(
        tx,
        { organisationId, id },
        { status: 'failed', error: webhookMessages.endpointDisabled },
      ),
    );
    return;
  }

  const sentAt = new Date();
  // During a rotation's overlap the old secret signs too: a receiver holding either verifies (Standard Webhooks
  // accepts several space-separated signatures).
  const signature = [target.secret, target.previousSecret]
    .flatMap((sealed) => (sealed ? [openWebhookSecret(sealed, deps.env.AUTH_SECRET)] : []))
    .map((secret) => new Webhook(secret).sign(target.eventId, sentAt, target.payload))
    .join(' ');
  const attempt = await sendWebhook({
    url: target.url,
    body: target.payload,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'ClaimGuard-Webhooks/1',
      'webhook-id': target.eventId,
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
      'webhook-signature': signature,
    },
    timeoutMs: deps.env.WEBHOOK_TIMEOUT_MS,
    allowLoopback: allowsLoopback(deps.env),
  });
  const isFinal = attempt.delivered || jobAttempt.retryCount >= jobAttempt.retryLimit;
  const disabled = await recordAttempt(
    deps,
    tenant,
    { organisationId, id, endpointId: target.endpointId },
    {
      attempt,
      sentAt,
      isFinal,
    },
  );
  if (disabled)
    await mailEndpointDisabled({ ...deps, appUrl: deps.env.APP_URL }, { organisationId, ...disabled });
  if (!isFinal) {
    deps.logger.warn(
      { deliveryId: id, attempt: jobAttempt.retryCount + 1, reason: attempt.error },
      'webhook not delivered',
    );
    throw new Error(attempt.error ?? 'webhook not delivered');
  }
}

/** Records the attempt; returns the endpoint's URL and failure count when this failure disabled it. */
function recordAttempt(
  deps: Deps,
  tenant: JobTenant,
  where: { organisationId: string; id: string; endpointId: string },
  { attempt, sentAt, isFinal }: { attempt: WebhookAttempt; sentAt: Date; isFinal: boolean },
) {
  const { organisationId, id, endpointId } = where;
  return tenant.run(async (tx) => {
    const status = attempt.delivered ? 'delivered' : isFinal ? 'failed' : 'pending';
    webhookDeliveries.inc({ outcome: status });
    await recordDeliveryAttempt(
      tx,
      { organisationId, id },
      {
        status,
        responseStatus: attempt.responseStatus,
        responseBody: attempt.responseBody,
        durationMs: attempt.durationMs,
        error: attempt.error,
        lastAttemptAt: sentAt,
      },
    );
    if (attempt.delivered) {
      await resetFailures(tx, organisationId, endpointId);
      return null;
    }
    if (status !== 'failed') return null;
    const endpoint = await countFinalFailure(tx, organisationId, endpointId);
    const limit = deps.env.WEBHOOK_DISABLE_AFTER_FAILURES;
    if (!endpoint?.enabled || endpoint.consecutiveFailures < limit) return null;
    await disableEndpoint(tx, {
      organisationId,
      id: endpointId,
      reason: webhookMessages.disabledAfterFailures(limit),
    });
    return { url: endpoint.url, count: endpoint.consecutiveFailures };
  });
}

/** Up to 50 deliveries side by side per process: a receiver that hangs holds up only its own delivery. */
export const webhookDeliveryWorker = defineJob(webhookDeliveryJob, {
  concurrency: 50,
  handler: deliverWebhook,
});
