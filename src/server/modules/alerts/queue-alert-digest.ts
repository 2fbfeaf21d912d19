import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { todayUtc } from '@/domain/dashboard-period';
import type { Database } from '@/server/db/client';
import { type JobQueue, QUEUES, type RetryPolicy } from '@/server/jobs/job-queue';
import { type DigestDeps, sendAlertDigests } from './send-alert-digests';

/** The digest of one UTC day. */
export interface AlertDigestJob {
  day: string;
}

/** A mail server down for a while: retried for about an hour; one run mails every organisation of the day. */
const DIGEST_RETRY: RetryPolicy = { retryLimit: 6, retryDelaySeconds: 60, expireInSeconds: 15 * 60 };

/** How often each process asks for the digest of the day before: a process down at midnight catches up within it. */
export const DIGEST_CHECK_MS = 60 * 60 * 1000;

const dayBefore = (day: string) =>
  new Date(new Date(`${day}T00:00:00.000Z`).getTime() - 86_400_000).toISOString().slice(0, 10);

/**
 * Queues the digest of yesterday (UTC). Every process asks every hour; the key keeps one such job waiting, and the
 * digest itself is sent at most once per organisation and day (see sendAlertDigests), so asking again is harmless.
 */
export function queueAlertDigest(deps: { db: Database; jobs: JobQueue }, today = todayUtc()) {
  const day = dayBefore(today);
  return deps.db.transaction((tx) =>
    deps.jobs.sendInTransaction(tx, {
      queue: QUEUES.alertDigest,
      data: { day } satisfies AlertDigestJob,
      key: `alert-digest:${day}`,
      retry: DIGEST_RETRY,
    }),
  );
}

/** Queues the digest now and every hour after, until the process stops (the timer keeps no process alive). */
export function scheduleAlertDigests(deps: { db: Database; jobs: JobQueue; logger: FastifyBaseLogger }) {
  const ask = () =>
    queueAlertDigest(deps).catch((error: unknown) =>
      deps.logger.error({ err: error }, 'alert digest not queued; asking again within the hour'),
    );
  void ask();
  setInterval(() => void ask(), DIGEST_CHECK_MS).unref();
}

export function workAlertDigest(deps: DigestDeps, job: PgBoss.JobWithMetadata<AlertDigestJob>) {
  return sendAlertDigests(deps, job.data.day);
}
