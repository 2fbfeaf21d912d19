import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { bulkIntakeMessages } from '@/domain/bulk-intake-messages';
import { messages } from '@/domain/messages';
import { recordAuditEvent } from '@/server/audit/record-audit-event';
import { withTenant } from '@/server/db/tenant';
import { withTenantRead } from '@/server/db/tenant-reads';
import { AppError } from '@/server/errors';
import { type IntakeTenant, recordCheck } from '@/server/modules/claims-intake/service';
import { type PauseReason, providerPause } from '@/server/providers/provider-pause';
import type { Services } from '@/server/services';
import {
  countOpenRows,
  deferRow,
  failOpenRows,
  finishRow,
  lockBatchForWork,
  markBatchFinished,
  markBatchPaused,
  markBatchRunning,
  settleCutOffRows,
  takeNextRow,
} from './queries';
import { type BulkIntakeJob, queueBulkIntake } from './queue-bulk-intake';

type Deps = Pick<Services, 'db' | 'deviceHistory' | 'jobs' | 'env'> & { logger: FastifyBaseLogger };

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
 * BULK_INTAKE_SEARCHES_PER_SECOND, each recorded exactly as a single intake is (`recordCheck`: its rules, the search,
 * the check, its audit event and webhook). A row is marked `searching` before its search goes out; one found so at
 * the start of a stretch was cut off by a dying worker and is never searched again (see settleCutOffRows). A
 * provider that is busy (429) or unavailable pauses the batch: the row waits again (deferred, not failed), no lane
 * takes another, and the next stretch is queued to start when the provider asked us to come back. Then the next
 * stretch is queued, or the batch is finished and audited.
 */
export async function workBulkIntake(deps: Deps, job: PgBoss.JobWithMetadata<BulkIntakeJob>) {
  const { bulkIntakeId: id, organisationId } = job.data;
  const tenantRun: IntakeTenant['run'] = (work) => withTenant(deps.db, organisationId, work);
  const batch = await tenantRun(async (tx) => {
    const found = await lockBatchForWork(tx, organisationId, id);
    if (!found || found.status === 'finished') return null;
    await markBatchRunning(tx, id);
    await settleCutOffRows(
      tx,
      { organisationId, id, createdAt: found.createdAt },
      bulkIntakeMessages.outcomeUnknown,
    );
    if (!found.userId) await failOpenRows(tx, id, messages.notAuthenticated);
    return found;
  });
  if (!batch) return;
  const scope = { organisationId, apiKeyId: batch.apiKeyId };
  const run: IntakeTenant['run'] = (work) => withTenant(deps.db, scope, work);
  const tenant: IntakeTenant = {
    organisationId,
    userId: batch.userId ?? '',
    apiKeyId: batch.apiKeyId,
    idempotencyKey: null,
    actor: { email: batch.email ?? '', name: batch.name ?? '' },
    run,
    read: (work) => withTenantRead(deps.db, scope, work),
  };
  const pace = pacer(deps.env.BULK_INTAKE_SEARCHES_PER_SECOND);
  const until = Date.now() + STRETCH_MS;
  // The waits the provider asked for in this stretch; the batch resumes after the latest.
  const waits: Array<{ until: Date; reason: PauseReason }> = [];
  const latestWait = () => waits.reduce((latest, wait) => (wait.until > latest.until ? wait : latest));

  const lane = async () => {
    while (Date.now() < until && !deps.jobs.isStopping && waits.length === 0) {
      await pace();
      if (deps.jobs.isStopping) return;
      const row = await run((tx) => takeNextRow(tx, id));
      if (!row) return;
      const where = { batchId: id, rowId: row.id };
      try {
        const check = await recordCheck(
          deps,
          tenant,
          {
            imei: row.imei,
            reference: row.reference ?? '',
            claimType: row.claimType,
            fnol: row.fnol,
            lossDate: row.lossDate,
          },
          'bulk',
        );
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
            await deferRow(tx, row.id);
            await markBatchPaused(tx, id, latest);
          });
          deps.logger.warn(
            { batchId: id, ...latest },
            'bulk intake paused: the device-history service asked us to wait',
          );
          continue;
        }
        if (!(error instanceof AppError)) throw error;
        // The single intake's refusal or the provider's failure, in its words: the row failed, the batch goes on.
        await run((tx) => finishRow(tx, where, { state: 'failed', message: error.message }));
      }
    }
  };
  // Every lane ends its row before the job ends or fails, so no row is left behind mid-search by a retry.
  const lanes = await Promise.allSettled(Array.from({ length: deps.env.BULK_INTAKE_CONCURRENCY }, lane));
  const failure = lanes.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;

  await run(async (tx) => {
    if ((await countOpenRows(tx, id)) > 0)
      return queueBulkIntake(deps.jobs, tx, job.data, waits.length > 0 ? latestWait().until : undefined);
    const finished = await markBatchFinished(tx, id);
    if (finished)
      await recordAuditEvent(tx, {
        organizationId: organisationId,
        actorUserId: batch.userId,
        action: 'bulk-intake.finished',
        subjectType: 'bulk_intake',
        subjectId: id,
        details: finished,
      });
  });
}
