import { hkdfSync } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { todayUtc } from '@/domain/dashboard-period';
import { retentionCutoffs } from '@/domain/data-retention';
import { recordEvent } from '@/server/audit/record-event';
import type { Database, Transaction } from '@/server/db/client';
import { retentionRuns } from '@/server/db/schema/data-retention';
import { organizations } from '@/server/db/schema/organisations';
import { dailyJobKind, queueDailyJob, scheduleDailyJob } from '@/server/jobs/daily-job';
import { defineJob } from '@/server/jobs/define-job';
import { type JobQueue, QUEUES } from '@/server/jobs/job-queue';
import { readRetentionSettings } from './queries';
import {
  anonymiseDeniedClaims,
  anonymiseSettledClaims,
  type Batch,
  deleteOldestAuditEvents,
  deleteUndecidedChecks,
  reduceCheckAnswers,
  reduceLedgerAnswers,
  reduceVerificationAnswers,
} from './run-batches';

/** Records a batch handles in one transaction: short enough not to hold a lock for long, large enough to be quick. */
export const RETENTION_BATCH = 1_000;

type Run = typeof retentionRuns.$inferSelect;
type Counter = 'checksDeleted' | 'claimsAnonymised' | 'answersReduced' | 'auditEventsDeleted';
type Cutoff = 'undecidedChecksBefore' | 'decidedClaimsBefore' | 'rawAnswersBefore' | 'auditEventsBefore';

/** The run's work in order: what is deleted first is not reduced or anonymised after. */
const STEPS: {
  batch: (tx: Transaction, batch: Batch) => Promise<number>;
  before: Cutoff;
  counter: Counter;
}[] = [
  { batch: deleteUndecidedChecks, before: 'undecidedChecksBefore', counter: 'checksDeleted' },
  { batch: anonymiseSettledClaims, before: 'decidedClaimsBefore', counter: 'claimsAnonymised' },
  { batch: anonymiseDeniedClaims, before: 'decidedClaimsBefore', counter: 'claimsAnonymised' },
  { batch: reduceCheckAnswers, before: 'rawAnswersBefore', counter: 'answersReduced' },
  { batch: reduceVerificationAnswers, before: 'rawAnswersBefore', counter: 'answersReduced' },
  { batch: reduceLedgerAnswers, before: 'rawAnswersBefore', counter: 'answersReduced' },
  { batch: deleteOldestAuditEvents, before: 'auditEventsBefore', counter: 'auditEventsDeleted' },
];

/** The organisation's retention lock, until the transaction ends: a batch of a run and an erasure never overlap. */
export async function lockRetention(tx: Transaction, organisationId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`retention:${organisationId}`}))`);
}

/** The key of the device tokens anonymised records carry, derived from AUTH_SECRET (never stored). */
export function deviceTokenKey(authSecret: string): string {
  return Buffer.from(hkdfSync('sha256', authSecret, 'claimguard', 'retention device tokens', 32)).toString(
    'hex',
  );
}

/**
 * The organisation's run of `day`: begun with the settings' cut-offs at `now`, or the one begun before (a run
 * stopped half-way resumes with its own cut-offs). Undefined when that run has finished.
 */
async function runOfDay(
  db: Database,
  organisationId: string,
  day: string,
  now: Date,
): Promise<Run | undefined> {
  const settings = await readRetentionSettings(db, organisationId);
  if (!settings) return undefined;
  const cutoffs = retentionCutoffs(settings, now);
  await db
    .insert(retentionRuns)
    .values({
      organizationId: organisationId,
      day,
      startedAt: now,
      undecidedChecksBefore: cutoffs.undecidedChecks,
      decidedClaimsBefore: cutoffs.decidedClaims,
      rawAnswersBefore: cutoffs.rawAnswers,
      auditEventsBefore: cutoffs.auditEvents,
    })
    .onConflictDoNothing();
  const [run] = await db
    .select()
    .from(retentionRuns)
    .where(and(eq(retentionRuns.organizationId, organisationId), eq(retentionRuns.day, day)));
  return run?.finishedAt ? undefined : run;
}

/**
 * Applies the organisation's retention settings once for `day`, in batches of their own transactions. Each batch
 * takes the organisation's retention lock (two runs never work at once) and adds what it did to the run's row in the
 * same transaction, so a run stopped at any point resumes without losing or counting anything twice. The end is
 * audited with the counts (`retention.run_finished`). Returns the finished run, or undefined when it had finished.
 */
export async function runRetention(
  deps: { db: Database; authSecret: string },
  organisationId: string,
  day: string,
  now = new Date(),
): Promise<Run | undefined> {
  const { db } = deps;
  const run = await runOfDay(db, organisationId, day, now);
  if (!run) return undefined;
  const tokenKey = deviceTokenKey(deps.authSecret);
  for (const step of STEPS) {
    const batch: Batch = { organisationId, before: run[step.before], limit: RETENTION_BATCH, now, tokenKey };
    for (let done = RETENTION_BATCH; done === RETENTION_BATCH; ) {
      done = await db.transaction(async (tx) => {
        await lockRetention(tx, organisationId);
        const handled = await step.batch(tx, batch);
        if (handled > 0) {
          await tx
            .update(retentionRuns)
            .set({ [step.counter]: sql`${retentionRuns[step.counter]} + ${handled}` })
            .where(eq(retentionRuns.id, run.id));
        }
        return handled;
      });
    }
  }
  return finishRun(db, organisationId, run.id, now);
}

/** Ends the run (once: a second ending finds it ended) and audits it with what it did. */
function finishRun(db: Database, organisationId: string, runId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [finished] = await tx
      .update(retentionRuns)
      .set({ finishedAt: now })
      .where(and(eq(retentionRuns.id, runId), isNull(retentionRuns.finishedAt)))
      .returning();
    if (!finished) return undefined;
    const [anchor] = await tx
      .select({ position: organizations.auditAnchorPosition })
      .from(organizations)
      .where(eq(organizations.id, organisationId));
    await recordEvent(
      tx,
      { organisationId, userId: null },
      {
        name: 'retention.run_finished',
        subjectId: finished.id,
        data: {
          day: finished.day,
          checksDeleted: finished.checksDeleted,
          claimsAnonymised: finished.claimsAnonymised,
          answersReduced: finished.answersReduced,
          auditEventsDeleted: finished.auditEventsDeleted,
          auditChainStartsAfter: anchor?.position ?? null,
        },
      },
    );
    return finished;
  });
}

/**
 * The day's retention run of every organisation (a job of no one organisation), keyed on the day: every process asks
 * every hour and one such job waits. A failed job is tried again; organisations already done that day are skipped
 * and the one under way resumes.
 */
export const retentionRunJob = dailyJobKind('retention-run', QUEUES.retentionRun, {
  retryLimit: 12,
  retryDelaySeconds: 300,
  expireInSeconds: 4 * 60 * 60,
});

export function queueRetentionRun(deps: { db: Database; jobs: JobQueue }, day = todayUtc()) {
  return queueDailyJob(deps, retentionRunJob, day);
}

/** Queues today's run now and every hour after, until the process stops. */
export function scheduleRetentionRuns(deps: { db: Database; jobs: JobQueue; logger: FastifyBaseLogger }) {
  scheduleDailyJob(deps, 'retention run', (today) => queueRetentionRun(deps, today));
}

/**
 * Every organisation's run of the day, in turn (one job at a time). An organisation whose run fails does not hold up
 * the others: the job goes on, then fails naming it, so the queue tries again (the organisations done are skipped).
 */
export async function runEveryRetention(
  deps: { db: Database; authSecret: string; logger: FastifyBaseLogger },
  day: string,
) {
  const organisations = await deps.db
    .select({ id: organizations.id })
    .from(organizations)
    .orderBy(asc(organizations.id));
  const failed: string[] = [];
  for (const { id } of organisations) {
    try {
      const run = await runRetention(deps, id, day);
      if (run) deps.logger.info({ organisationId: id, run }, 'retention run finished');
    } catch (error) {
      deps.logger.error(
        { organisationId: id, err: error },
        'retention run failed; the other organizations go on',
      );
      failed.push(id);
    }
  }
  if (failed.length > 0) throw new Error(`the retention run of ${day} failed for ${failed.join(', ')}`);
}

export const retentionRunWorker = defineJob(retentionRunJob, {
  concurrency: 1,
  handler: (job, { services, logger }) =>
    runEveryRetention({ db: services.db, authSecret: services.env.AUTH_SECRET, logger }, job.day),
});
