import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { type BulkIntakeStopReason, OPEN_BULK_INTAKE_STATUSES } from '@/domain/bulk-intake';
import { bulkIntakeMessages } from '@/domain/bulk-intake-messages';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantTx } from '@/server/db/tenant';
import { AppError } from '@/server/errors';
import { defineJob, type JobContext } from '@/server/jobs/define-job';
import { type IntakeTenant, recordValidIntake } from '@/server/modules/claims-intake';
import { nextMonthStart, searchBudgetAllows } from '@/server/modules/device-searches';
import { type PauseReason, providerPause } from '@/server/providers/provider-pause';
import { countBackgroundProviderCheck } from '@/server/rate-limit/provider-checks';
import type { Services } from '@/server/services';
import { bulkIntakeMail } from './bulk-intake-mail';
import {
  countOpenRows,
  deferRow,
  finishRow,
  lockBatchForWork,
  markBatchFinished,
  markBatchPaused,
  markBatchRunning,
  readStopReason,
  settleCutOffRows,
  stopBatch,
  takeNextRow,
} from './queries';
import { type BulkIntakeJob, bulkIntakeJob, queueBulkIntake } from './queue-bulk-intake';

type Deps = Pick<
  Services,
  'db' | 'deviceHistory' | 'jobs' | 'env' | 'rateLimiter' | 'mailer' | 'backgroundTasks'
> & {
  logger: FastifyBaseLogger;
};

/** How long one job works a batch before handing over to the next; a stopping process ends it after the searches in flight. */
const STRETCH_MS = 5_000;

/** Spaces the starts of searches at least `1 / perSecond` apart, across every lane of a stretch. */
function pacer(perSecond: number) {
  const gapMs = 1000 / perSecond;
  let next = 0;
  return async () => {
    const now = Date.now();
    const at = Math.max(now, next);
    next = at + gapMs;
    if (at > now) await delay(at - now);
  };
}

/**
 * Works a batch for one stretch: the rows in file order, BULK_INTAKE_CONCURRENCY at a time and no faster than
 * BULK_INTAKE_SEARCHES_PER_SECOND, each recorded as a single intake is (`recordValidIntake`: the earlier records, the
 * search, the check, its audit event and webhook; the line passed the other rules at upload). Before each row:
 * - the batch stops when its creator was deactivated or removed or its API key revoked, as their own requests would
 *   (its waiting rows fail with the reason, never searched);
 * - the search counts against the creator's (or key's) limit on paid searches, as their single intakes do; over it,
 *   the row waits and the next stretch starts when the limit's window does;
 * - a provider that is busy (429) or unavailable (or paused by the circuit breaker) pauses the batch: the row waits
 *   again (deferred, not failed), no lane takes another, and the next stretch starts when the provider asked us to
 *   come back;
 * - the organisation's monthly search budget used up pauses the batch the same way (reason `budget`, nothing was
 *   sent or charged): the next stretch starts with the next month (UTC), or at once when an org admin raises the
 *   budget (the settings change brings the waiting stretch forward, see resumeBudgetPausedBatches).
 * A row is marked `searching` before its search goes out; one found so at the start of a stretch was cut off by a
 * dying worker and is never searched again (see settleCutOffRows). Then the next stretch is queued, or the batch is
 * finished, audited and its creator told by e-mail.
 */
export async function workBulkIntake(job: BulkIntakeJob, context: JobContext<BulkIntakeJob>) {
  const { bulkIntakeId: id, organisationId } = job;
  const deps: Deps = { ...context.services, logger: context.logger };
  const batch = await context.tenant.run(async (tx) => {
    const found = await lockBatchForWork(tx, organisationId, id);
    // Ended, or awaiting an admin's approval (or rejected by one): nothing to search.
    if (!found || !(OPEN_BULK_INTAKE_STATUSES as readonly string[]).includes(found.status)) return null;
    await markBatchRunning(tx, { organisationId, id });
    await settleCutOffRows(
      tx,
      { organisationId, id, createdAt: found.createdAt },
      bulkIntakeMessages.outcomeUnknown,
    );
    return found;
  });
  if (!batch) return;
  // The batch's searches are done with the key it was uploaded with, as its creator's single intakes are.
  const batchTenant = context.tenant.withApiKey(batch.apiKeyId);
  const run: IntakeTenant['run'] = batchTenant.run;
  const tenant: IntakeTenant = {
    organisationId,
    userId: batch.userId ?? '',
    apiKeyId: batch.apiKeyId,
    idempotencyKey: null,
    actor: { email: batch.email ?? '', name: batch.name ?? '' },
    run,
    read: batchTenant.read,
  };
  const searcher = { userId: tenant.userId, apiKeyId: batch.apiKeyId };
  const pace = pacer(deps.env.BULK_INTAKE_SEARCHES_PER_SECOND);
  const until = Date.now() + STRETCH_MS;
  // Set by any lane: why the batch stops, how long its creator's search rate asks it to wait, and the waits the
  // provider asked for in this stretch (the batch resumes after the latest).
  const halt: { reason: BulkIntakeStopReason | null; waitSeconds: number; budgetUsedUp: boolean } = {
    reason: null,
    waitSeconds: 0,
    budgetUsedUp: false,
  };
  const waits: Array<{ until: Date; reason: PauseReason }> = [];
  const latestWait = () => waits.reduce((latest, wait) => (wait.until > latest.until ? wait : latest));
  const isHalted = () =>
    deps.jobs.isStopping ||
    halt.reason !== null ||
    halt.waitSeconds > 0 ||
    halt.budgetUsedUp ||
    waits.length > 0;
  const lane = async () => {
    while (Date.now() < until && !isHalted()) {
      await pace();
      if (isHalted()) return;
      halt.reason = await readStopReason(deps.db, searcher);
      if (halt.reason) return;
      const row = await run((tx) => takeNextRow(tx, { organisationId, id }));
      if (!row) return;
      const rate = await countBackgroundProviderCheck(deps.rateLimiter, 'device-history', searcher);
      if (rate.isOver) {
        halt.waitSeconds = Math.max(halt.waitSeconds, rate.resetSeconds);
        await run((tx) => deferRow(tx, { organisationId, id: row.id }));
        return;
      }
      const where = { organisationId, batchId: id, rowId: row.id };
      try {
        const check = await recordValidIntake(deps, tenant, {
          ok: true,
          imei: row.imei,
          reference: row.reference,
          claimType: row.claimType,
          fnol: row.fnol === true,
          lossDate: row.lossDate,
        });
        await run((tx) =>
          finishRow(tx, where, {
            state: 'done',
            checkId: check.id,
            verdict: check.report.certificate.result,
          }),
        );
      } catch (error) {
        const wait = providerPause(error);
        if (wait) {
          // The provider did not take the search: the row waits for the batch to resume, the others are not taken.
          waits.push(wait);
          const latest = latestWait();
          await run(async (tx) => {
            await deferRow(tx, { organisationId, id: row.id });
            await markBatchPaused(tx, { organisationId, id }, latest);
          });
          deps.logger.warn(
            { batchId: id, ...latest },
            'bulk intake paused: the device-history service asked us to wait',
          );
          continue;
        }
        if (error instanceof AppError && error.code === 'SEARCH_BUDGET_USED_UP') {
          // Nothing was sent: the row waits for the budget, as for a busy provider, and no lane takes another.
          halt.budgetUsedUp = true;
          const until = nextMonthStart(new Date());
          await run(async (tx) => {
            await deferRow(tx, { organisationId, id: row.id });
            await markBatchPaused(tx, { organisationId, id }, { until, reason: 'budget' });
          });
          deps.logger.info(
            { batchId: id, until },
            'bulk intake paused: the monthly search budget is used up',
          );
          return;
        }
        if (!(error instanceof AppError)) throw error;
        // The intake's refusal or the provider's failure, in its words: the row failed, the batch goes on.
        await run((tx) => finishRow(tx, where, { state: 'failed', message: error.message }));
      }
    }
  };
  // Every lane ends its row before the job ends or fails, so no row is left behind mid-search by a retry.
  const lanes = await Promise.allSettled(Array.from({ length: deps.env.BULK_INTAKE_CONCURRENCY }, lane));
  const failure = lanes.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  const { reason } = halt;
  // When the next stretch may start: after the provider's latest wait and the search rate's window, or at once.
  // The budget is read again under its lock: raised meanwhile, the batch goes on at once; else the change wakes it.
  const resumeAt = async (tx: TenantTx) => {
    const rateOpens = halt.waitSeconds > 0 ? Date.now() + halt.waitSeconds * 1000 : 0;
    const providerBack = waits.length > 0 ? latestWait().until.getTime() : 0;
    const budgetBack =
      halt.budgetUsedUp && !(await searchBudgetAllows(tx, organisationId))
        ? nextMonthStart(new Date()).getTime()
        : 0;
    const at = Math.max(rateOpens, providerBack, budgetBack);
    return at > 0 ? new Date(at) : undefined;
  };
  const ended = await run(async (tx) => {
    // Locked first, so a retry committed meanwhile is counted (it reopens rows under the same lock).
    await lockBatchForWork(tx, organisationId, id);
    if (reason) {
      const message = bulkIntakeMessages.stopped[reason];
      const stopped = await stopBatch(tx, { organisationId, id, reason, message });
      if (stopped) {
        const data = { ...stopped, reason };
        await recordEvent(
          tx,
          { organisationId, userId: batch.userId },
          { name: 'bulk_intake.stopped', subjectId: id, data },
        );
      }
      return stopped && { ...stopped, stopped: message };
    }
    if ((await countOpenRows(tx, { organisationId, id })) > 0) {
      await queueBulkIntake(deps.jobs, tx, job, await resumeAt(tx));
      return null;
    }
    const finished = await markBatchFinished(tx, { organisationId, id });
    if (finished) {
      // The claim system hears of it too (bulk_intake.finished), in this transaction.
      await recordEvent(
        tx,
        { organisationId, userId: batch.userId, webhooks: deps },
        { name: 'bulk_intake.finished', subjectId: id, data: { bulkIntakeId: id, ...finished } },
      );
    }
    return finished && { ...finished, stopped: null };
  });
  // A deactivated or removed creator is not written to; a revoked key's creator is told their batch stopped.
  const mayMail = reason !== 'creator-deactivated' && reason !== 'creator-removed';
  if (ended && mayMail && batch.email) await mailCreator(deps, { to: batch.email, id, ended });
}

/** Tells the uploader the batch ended; sent after the change committed: a mail that fails is logged, the batch stays ended. */
async function mailCreator(
  deps: Deps,
  input: {
    to: string;
    id: string;
    ended: { total: number; done: number; failed: number; rejected: number; stopped: string | null };
  },
) {
  const url = `${deps.env.APP_URL}/dashboard/search-imei/bulk?batch=${input.id}`;
  const { stopped, ...batch } = input.ended;
  await deps.mailer
    .send(bulkIntakeMail({ to: input.to, url, batch, stopped }))
    .catch((error: unknown) =>
      deps.logger.error({ err: error, bulkIntakeId: input.id }, 'bulk intake mail not sent'),
    );
}

/** One batch at a time per process: the batch paces its own searches (BULK_INTAKE_SEARCHES_PER_SECOND). */
export const bulkIntakeWorker = defineJob(bulkIntakeJob, { concurrency: 1, handler: workBulkIntake });
