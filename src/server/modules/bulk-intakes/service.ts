import type { Readable } from 'node:stream';
import { BULK_INTAKE_MAX_BYTES, type BulkIntakeRowState, type BulkIntakeStatus } from '@/domain/bulk-intake';
import { bulkIntakeMessages } from '@/domain/bulk-intake-messages';
import { latestTodayAnywhere } from '@/domain/loss-date';
import { can } from '@/domain/permissions';
import type { BulkIntakeApproval } from '@/domain/schemas/bulk-intake-approval';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import type { Transaction } from '@/server/db/client';
import type { TenantTx } from '@/server/db/tenant';
import { AppError, conflict, notFound } from '@/server/errors';
import { fileTooLarge, readLimitedBody } from '@/server/http/read-limited-body';
import { QUEUES } from '@/server/jobs/job-queue';
import { loadIntakeContext } from '@/server/modules/claims-intake';
import type { Services } from '@/server/services';
import type { BulkFileChecker } from './bulk-file-checker';
import {
  approveBatch,
  countBulkRows,
  countOpenBatchesLocked,
  findBatchSearcher,
  findBulkIntake,
  insertBulkIntake,
  listBudgetPausedBatches,
  listBulkIntakes,
  listBulkRows,
  loadWaitingKeys,
  lockBatchForWork,
  readApprovalAboveRows,
  readStopReason,
  rejectBatch,
  reopenFailedRows,
} from './queries';
import { queueBulkIntake } from './queue-bulk-intake';
import { refuseEarlierRecords } from './validate-bulk-lines';

type CheckerDeps = { bulkFiles: BulkFileChecker };

/** The uploaded file's bytes (at most 2 MB; a larger one is refused before it is read in full). */
export function readBulkFile(request: { body: unknown; headers: { 'content-length'?: string } }) {
  return readLimitedBody(request.body as Readable | undefined, {
    declaredLength: request.headers['content-length'],
    limit: BULK_INTAKE_MAX_BYTES,
    tooLarge: () => fileTooLarge(bulkIntakeMessages.tooLarge, bulkIntakeMessages.title),
  });
}

/**
 * Every line of the file through the intake rules; nothing is searched or stored. The file is read and its lines
 * checked on a worker thread (the organisation's claim types go with it); the earlier records of its devices are
 * then asked in one statement, with the intake's own rule on them.
 */
export async function validateBulkFile(deps: CheckerDeps, tenant: TenantContext, bytes: Buffer) {
  const { organisationId } = tenant;
  const { claimTypes } = await tenant.read((tx) => loadIntakeContext(tx, organisationId, []));
  const checked = await deps.bulkFiles.check({ bytes, claimTypes, today: latestTodayAnywhere() });
  if (!checked.ok) throw new AppError(checked.refusal);
  const context = await tenant.read(async (tx) => ({
    records: (await loadIntakeContext(tx, organisationId, checked.imeiKeys)).records,
    waiting: await loadWaitingKeys(tx, organisationId, checked.imeiKeys),
  }));
  const { valid, problems } = refuseEarlierRecords(checked, context);
  return { total: checked.total, valid, problems };
}

/** The organisation's batches that may still search are at its limit: another waits until one of them ends. */
async function refuseOverLimit(tx: TenantTx, organisationId: string) {
  const { open, allowed } = await countOpenBatchesLocked(tx, organisationId);
  if (open >= allowed)
    throw conflict(
      bulkIntakeMessages.tooManyAtOnce(allowed),
      'TOO_MANY_BULK_INTAKES',
      bulkIntakeMessages.tooManyAtOnceTitle,
    );
}

/**
 * Whether the uploader's file waits for an org admin: a member's (not an org admin's, nor an API key's: a key acts for
 * the admin who created it) with more rows to search than the organisation's threshold, when it has one.
 */
function awaitsApproval(tenant: TenantContext, rows: number, aboveRows: number | null) {
  return aboveRows !== null && rows > aboveRows && !can(tenant.actor.role, 'organisation:manage');
}

/**
 * Starts a batch of the file's rows, or refuses it with every line's problem. With `skipInvalid` (the screen's
 * confirmation, after the user saw the problems) the valid rows are started and the others kept as rejected lines of
 * the batch. The batch, its rows, its first job and its audit event are written in one transaction, after the
 * organisation's limit on batches at once. A member's file above the organisation's approval threshold is kept
 * `awaiting-approval` instead: no job, and it does not count toward the batches at once until approved.
 */
export async function createBulkIntake(
  deps: Pick<Services, 'jobs'> & CheckerDeps,
  tenant: TenantContext,
  input: { bytes: Buffer; skipInvalid: boolean },
) {
  const { total, valid, problems } = await validateBulkFile(deps, tenant, input.bytes);
  const summary = { total, valid: valid.length, problems };
  if ((problems.length > 0 && !input.skipInvalid) || valid.length === 0) {
    const message: string =
      valid.length === 0 ? bulkIntakeMessages.noValidRows : bulkIntakeMessages.rowsInvalid;
    return { rejected: { code: 'ROWS_INVALID' as const, message, ...summary }, created: null };
  }
  const { organisationId, userId } = tenant;
  const { id, status } = await tenant.run(async (tx) => {
    const waits = awaitsApproval(tenant, valid.length, await readApprovalAboveRows(tx, organisationId));
    const status: Extract<BulkIntakeStatus, 'queued' | 'awaiting-approval'> = waits
      ? 'awaiting-approval'
      : 'queued';
    if (!waits) await refuseOverLimit(tx, organisationId);
    const created = await insertBulkIntake(tx, {
      organisationId,
      createdBy: userId,
      apiKeyId: tenant.actor.apiKey?.id ?? null,
      status,
      lines: valid,
      rejected: problems,
    });
    if (!waits) await queueBulkIntake(deps.jobs, tx, { bulkIntakeId: created, organisationId });
    await recordEvent(tx, tenant, {
      name: 'bulk_intake.created',
      subjectId: created,
      data: {
        rows: valid.length,
        linesLeftOut: problems.length,
        ...(waits ? { awaitsApproval: true as const } : {}),
      },
    });
    return { id: created, status };
  });
  return { rejected: null, created: { id, status, ...summary } };
}

export async function readBulkIntake(tenant: TenantContext, id: string) {
  const found = await tenant.run((tx) => findBulkIntake(tx, tenant.organisationId, id));
  if (!found) throw notFound(bulkIntakeMessages.batchNotFound);
  return found;
}

/** The organisation's batches (of one status, if asked), newest first: who uploaded each, when, and its counts. */
export function pageBulkIntakes(
  tenant: TenantContext,
  query: { page: number; pageSize: number; status?: BulkIntakeStatus },
) {
  const { status, ...page } = query;
  return tenant.read(async (tx) => {
    const { items, total } = await listBulkIntakes(tx, tenant.organisationId, {
      limit: page.pageSize,
      offset: (page.page - 1) * page.pageSize,
      status,
    });
    return { items, total, ...page };
  });
}

/**
 * An org admin's decision on a batch awaiting approval, under the batch's lock: approved, it is queued (within the
 * organisation's limit on batches at once) and runs as any other; rejected, it ends with the reason and none of its
 * rows is searched. Another organisation's batch is not found; one already decided (approved twice) is a 409, so it
 * is queued once. Audited.
 */
export async function decideBulkIntake(
  deps: Pick<Services, 'jobs'>,
  tenant: TenantContext,
  input: { id: string; decision: BulkIntakeApproval },
) {
  const { organisationId, userId } = tenant;
  const { id, decision } = input;
  return tenant.run(async (tx) => {
    const batch = await lockBatchForWork(tx, organisationId, id);
    if (!batch) throw notFound(bulkIntakeMessages.batchNotFound);
    if (batch.status !== 'awaiting-approval')
      throw conflict(
        bulkIntakeMessages.notAwaitingApproval,
        'NOT_AWAITING_APPROVAL',
        bulkIntakeMessages.notAwaitingApprovalTitle,
      );
    const where = { organisationId, id, decidedBy: userId };
    if (decision.approve) {
      await refuseOverLimit(tx, organisationId);
      await approveBatch(tx, where);
      await queueBulkIntake(deps.jobs, tx, { bulkIntakeId: id, organisationId });
    } else {
      const rowMessage = bulkIntakeMessages.rejectedRowMessage(decision.reason);
      await rejectBatch(tx, { ...where, reason: decision.reason, rowMessage });
    }
    const facts = { rows: batch.total, uploadedBy: batch.email };
    await recordEvent(
      tx,
      tenant,
      decision.approve
        ? { name: 'bulk_intake.approved', subjectId: id, data: facts }
        : { name: 'bulk_intake.rejected', subjectId: id, data: { ...facts, reason: decision.reason } },
    );
    const decided = await findBulkIntake(tx, organisationId, id);
    if (!decided) throw notFound(bulkIntakeMessages.batchNotFound);
    return decided;
  });
}

/** One page of the batch's rows (of one state, if asked) in file order; the batch must be the organisation's. */
export async function pageBulkRows(
  tenant: TenantContext,
  id: string,
  page: { page: number; pageSize: number; state?: BulkIntakeRowState },
) {
  const { organisationId } = tenant;
  return tenant.run(async (tx) => {
    const found = await findBulkIntake(tx, organisationId, id);
    if (!found) throw notFound(bulkIntakeMessages.batchNotFound);
    const where = { organisationId, id, state: page.state };
    const offset = (page.page - 1) * page.pageSize;
    const items = await listBulkRows(tx, where, { afterLine: 0, limit: page.pageSize, offset });
    const total = page.state ? await countBulkRows(tx, where) : found.total + found.rejected;
    return { items, total, page: page.page, pageSize: page.pageSize };
  });
}

/**
 * Failed rows of a batch are searched again (all of them, or the one on `line`), as the batch's creator and with its
 * API key, like the rest of the batch: refused when they may no longer search (the batch stopped for that reason),
 * and for a batch that had ended, within the organisation's limit on batches at once. Audited; queued at once.
 */
export async function retryBulkRows(
  deps: Pick<Services, 'jobs' | 'db'>,
  tenant: TenantContext,
  input: { id: string; line?: number },
) {
  const { organisationId } = tenant;
  const searcher = await tenant.read((tx) => findBatchSearcher(tx, organisationId, input.id));
  if (!searcher) throw notFound(bulkIntakeMessages.batchNotFound);
  // Before the tenant transaction: the embedded database's one connection cannot serve a second one inside it.
  const stop = await readStopReason(deps.db, searcher);
  if (stop)
    throw conflict(
      bulkIntakeMessages.notRetryableStopped(bulkIntakeMessages.stopped[stop]),
      'NOT_RETRYABLE',
      bulkIntakeMessages.stoppedTitle,
    );
  return tenant.run(async (tx) => {
    const batch = await lockBatchForWork(tx, organisationId, input.id);
    if (!batch) throw notFound(bulkIntakeMessages.batchNotFound);
    if (batch.status === 'rejected-by-admin')
      throw conflict(bulkIntakeMessages.notRetryableRejected, 'NOT_RETRYABLE');
    const hadEnded = batch.status === 'finished' || batch.status === 'stopped';
    if (hadEnded) await refuseOverLimit(tx, organisationId);
    const retried = await reopenFailedRows(tx, { organisationId, ...input });
    if (retried === 0)
      throw conflict(
        input.line === undefined
          ? bulkIntakeMessages.nothingToRetry
          : bulkIntakeMessages.rowNotRetryable(input.line),
        'NOT_RETRYABLE',
      );
    await queueBulkIntake(deps.jobs, tx, { bulkIntakeId: input.id, organisationId });
    await recordEvent(tx, tenant, {
      name: 'bulk_intake.retried',
      subjectId: input.id,
      data: { rows: retried, ...(input.line === undefined ? {} : { line: input.line }) },
    });
    return { retried };
  });
}

/**
 * The organisation's monthly search budget changed (in the caller's owner transaction, under the budget lock): its
 * batches paused at the budget try again now instead of at the next month. One that still finds it used up pauses
 * again; its rows were deferred, never failed, so none is searched twice or lost.
 */
export async function resumeBudgetPausedBatches(
  deps: Pick<Services, 'jobs'>,
  tx: Transaction,
  organisationId: string,
) {
  const ids = await listBudgetPausedBatches(tx, organisationId);
  await deps.jobs.bringForward(tx, QUEUES.bulkIntake, ids);
}
