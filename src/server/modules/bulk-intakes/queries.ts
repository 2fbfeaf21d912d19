import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type BulkIntakePauseReason,
  type BulkIntakeRowState,
  type BulkIntakeStatus,
  type BulkIntakeStopReason,
  DEFAULT_BULK_INTAKES_AT_ONCE,
  OPEN_BULK_INTAKE_STATUSES,
} from '@/domain/bulk-intake';
import type { Database, Transaction } from '@/server/db/client';
import { lockOrganisationRecords } from '@/server/db/organisation-lock';
import { organisationRow } from '@/server/db/organisation-row';
import { personColumns } from '@/server/db/person-name';
import { apiKeys } from '@/server/db/schema/api-keys';
import { users } from '@/server/db/schema/auth';
import { bulkIntakeRows, bulkIntakes } from '@/server/db/schema/bulk-intakes';
import { claimChecks } from '@/server/db/schema/checks';
import { organizations } from '@/server/db/schema/organisations';
import type { TenantTx } from '@/server/db/tenant';
import type { LineProblem, ValidLine } from './validate-bulk-lines';

/** One batch of an organisation, or one row of it: every query names the organisation too (not row security alone). */
type OfOrganisation = { organisationId: string; id: string };

/** A batch that may still search. */
const isOpen = inArray(bulkIntakes.status, [...OPEN_BULK_INTAKE_STATUSES]);

/** IMEI keys of these devices already waiting in a bulk upload of the organisation (not searched yet). */
export async function loadWaitingKeys(tx: TenantTx, organisationId: string, keys: string[]) {
  const waiting = await tx
    .selectDistinct({ key: sql<string>`left(${bulkIntakeRows.imei}, 14)` })
    .from(bulkIntakeRows)
    .where(
      and(
        eq(bulkIntakeRows.organizationId, organisationId),
        sql`${bulkIntakeRows.state} in ('pending', 'searching')`,
        sql`left(${bulkIntakeRows.imei}, 14) in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`,
      ),
    );
  return new Set(waiting.map((row) => row.key));
}

/**
 * How many of the organisation's batches may still search, and how many it allows at once. Counted under a lock of
 * the organisation's batches, held until the transaction ends, so two uploads at once cannot both pass the limit.
 */
export async function countOpenBatchesLocked(tx: TenantTx, organisationId: string) {
  await lockOrganisationRecords(tx, 'bulk-intakes', organisationId);
  const [row] = await tx
    .select({
      open: sql<number>`(select count(*) from ${bulkIntakes} where ${bulkIntakes.organizationId} = ${organisationId}
        and ${isOpen})`.mapWith(Number),
      allowed: organizations.bulkIntakesAtOnce,
    })
    .from(organizations)
    .where(eq(organizations.id, organisationId));
  return { open: row?.open ?? 0, allowed: row?.allowed ?? DEFAULT_BULK_INTAKES_AT_ONCE };
}

/** Rows above which a member's bulk upload awaits an org admin's approval (the organisation's setting); null when none does. */
export async function readApprovalAboveRows(tx: TenantTx, organisationId: string): Promise<number | null> {
  const [row] = await tx
    .select({ aboveRows: organizations.bulkApprovalAboveRows })
    .from(organizations)
    .where(eq(organizations.id, organisationId));
  return row?.aboveRows ?? null;
}

/**
 * A new batch and every line of its file, in one statement for the rows whatever their number (they travel as one
 * JSON value): the valid lines wait to be searched, the refused ones are kept with their reason (`rejected`).
 */
export async function insertBulkIntake(
  tx: TenantTx,
  batch: {
    organisationId: string;
    createdBy: string;
    apiKeyId: string | null;
    /** `awaiting-approval` for a member's file above the organisation's approval threshold. */
    status: Extract<BulkIntakeStatus, 'queued' | 'awaiting-approval'>;
    lines: ValidLine[];
    rejected: LineProblem[];
  },
): Promise<string> {
  const [created] = await tx
    .insert(bulkIntakes)
    .values({
      organizationId: batch.organisationId,
      total: batch.lines.length,
      rejected: batch.rejected.length,
      createdBy: batch.createdBy,
      apiKeyId: batch.apiKeyId,
      status: batch.status,
    })
    .returning({ id: bulkIntakes.id });
  if (!created) throw new Error('bulk intake not stored');
  const valid = batch.lines.map(({ line, imei, claimType, reference, fnol, lossDate }) => ({
    line,
    imei,
    claim_type: claimType,
    reference,
    fnol,
    loss_date: lossDate,
    state: 'pending',
  }));
  const rejected = batch.rejected.map(({ line, imei, claimType, reference, title, message }) => ({
    line,
    imei: imei ?? '',
    claim_type: claimType ?? '',
    reference,
    state: 'rejected',
    title,
    message,
  }));
  await tx.execute(sql`
    insert into ${bulkIntakeRows}
      (organization_id, bulk_intake_id, line, imei, claim_type, reference, fnol, loss_date, state, title, message)
    select ${batch.organisationId}, ${created.id}, r.line, r.imei, r.claim_type, r.reference, r.fnol, r.loss_date,
      r.state, r.title, r.message
    from jsonb_to_recordset(${JSON.stringify([...valid, ...rejected])}::jsonb)
      as r(line int, imei text, claim_type text, reference text, fnol boolean, loss_date date, state text,
        title text, message text)`);
  return created.id;
}

const batchColumns = {
  id: bulkIntakes.id,
  status: bulkIntakes.status,
  stopReason: bulkIntakes.stopReason,
  total: bulkIntakes.total,
  done: bulkIntakes.done,
  failed: bulkIntakes.failed,
  rejected: bulkIntakes.rejected,
  createdAt: bulkIntakes.createdAt,
  startedAt: bulkIntakes.startedAt,
  finishedAt: bulkIntakes.finishedAt,
  pausedUntil: bulkIntakes.pausedUntil,
  pauseReason: bulkIntakes.pauseReason,
  rejectionReason: bulkIntakes.rejectionReason,
  decidedAt: bulkIntakes.decidedAt,
};

export async function findBulkIntake(tx: TenantTx, organisationId: string, id: string) {
  const [row] = await tx
    .select(batchColumns)
    .from(bulkIntakes)
    .where(organisationRow(bulkIntakes, organisationId, id));
  return row;
}

/** As whom, and with which API key, the batch's rows are searched. */
export async function findBatchSearcher(tx: TenantTx, organisationId: string, id: string) {
  const [row] = await tx
    .select({ userId: bulkIntakes.createdBy, apiKeyId: bulkIntakes.apiKeyId })
    .from(bulkIntakes)
    .where(organisationRow(bulkIntakes, organisationId, id));
  return row;
}

/** A page of the organisation's batches (of one status, if given), newest first, each with who uploaded it. */
export async function listBulkIntakes(
  tx: TenantTx,
  organisationId: string,
  page: { limit: number; offset: number; status?: BulkIntakeStatus },
) {
  const where = and(
    eq(bulkIntakes.organizationId, organisationId),
    page.status ? eq(bulkIntakes.status, page.status) : undefined,
  );
  const items = await tx
    .select({ ...batchColumns, createdBy: personColumns })
    .from(bulkIntakes)
    .leftJoin(users, eq(users.id, bulkIntakes.createdBy))
    .where(where)
    .orderBy(desc(bulkIntakes.createdAt), desc(bulkIntakes.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = await tx.$count(bulkIntakes, where);
  return { items, total };
}

const rowColumns = {
  line: bulkIntakeRows.line,
  title: bulkIntakeRows.title,
  imei: bulkIntakeRows.imei,
  claimType: bulkIntakeRows.claimType,
  reference: bulkIntakeRows.reference,
  fnol: bulkIntakeRows.fnol,
  lossDate: bulkIntakeRows.lossDate,
  state: bulkIntakeRows.state,
  message: bulkIntakeRows.message,
  checkId: bulkIntakeRows.checkId,
  verdict: bulkIntakeRows.verdict,
};
export type BulkRow = Awaited<ReturnType<typeof listBulkRows>>[number];

const rowsOf = (where: { organisationId: string; id: string; state?: BulkIntakeRowState }) =>
  and(
    eq(bulkIntakeRows.organizationId, where.organisationId),
    eq(bulkIntakeRows.bulkIntakeId, where.id),
    where.state ? eq(bulkIntakeRows.state, where.state) : undefined,
  );

/** The batch's rows (of one state, if given) in file order, from after `afterLine` (and `offset` more), at most `limit`. */
export function listBulkRows(
  tx: TenantTx,
  where: { organisationId: string; id: string; state?: BulkIntakeRowState },
  page: { afterLine: number; limit: number; offset?: number },
) {
  return tx
    .select(rowColumns)
    .from(bulkIntakeRows)
    .where(and(rowsOf(where), sql`${bulkIntakeRows.line} > ${page.afterLine}`))
    .orderBy(asc(bulkIntakeRows.line))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

export function countBulkRows(
  tx: TenantTx,
  where: { organisationId: string; id: string; state?: BulkIntakeRowState },
) {
  return tx.$count(bulkIntakeRows, rowsOf(where));
}

/** The batch for its worker, or for a retry (locked): its state and whose intakes its rows are. */
export async function lockBatchForWork(tx: TenantTx, organisationId: string, id: string) {
  const [row] = await tx
    .select({
      id: bulkIntakes.id,
      status: bulkIntakes.status,
      total: bulkIntakes.total,
      done: bulkIntakes.done,
      failed: bulkIntakes.failed,
      createdAt: bulkIntakes.createdAt,
      apiKeyId: bulkIntakes.apiKeyId,
      userId: users.id,
      email: users.email,
      name: users.name,
    })
    .from(bulkIntakes)
    .leftJoin(users, eq(users.id, bulkIntakes.createdBy))
    .where(organisationRow(bulkIntakes, organisationId, id))
    .for('update', { of: bulkIntakes });
  return row;
}

/** The batch is being worked (again): started, and no longer paused. */
export async function markBatchRunning(tx: TenantTx, batch: OfOrganisation) {
  await tx
    .update(bulkIntakes)
    .set({
      status: 'running',
      startedAt: sql`coalesce(${bulkIntakes.startedAt}, now())`,
      pausedUntil: null,
      pauseReason: null,
    })
    .where(organisationRow(bulkIntakes, batch.organisationId, batch.id));
}

/** The provider asked us to wait (or is unavailable): the batch says until when and why, until it resumes. */
export async function markBatchPaused(
  tx: TenantTx,
  batch: OfOrganisation,
  pause: { until: Date; reason: BulkIntakePauseReason },
) {
  await tx
    .update(bulkIntakes)
    .set({ pausedUntil: pause.until, pauseReason: pause.reason })
    .where(organisationRow(bulkIntakes, batch.organisationId, batch.id));
}

/** A row whose search the provider did not take (busy, unavailable) waits again, to be searched after the pause. */
export async function deferRow(tx: TenantTx, row: OfOrganisation) {
  await tx
    .update(bulkIntakeRows)
    .set({ state: 'pending' })
    .where(
      and(organisationRow(bulkIntakeRows, row.organisationId, row.id), eq(bulkIntakeRows.state, 'searching')),
    );
}

/**
 * Rows left `searching` by a worker that died: the search may have been made, so it is never made again. A check
 * stored for the device since the batch was created is the row's own (done); otherwise the outcome is not known
 * (failed, with a message saying so). The batch's tallies move with them.
 */
export async function settleCutOffRows(
  tx: TenantTx,
  batch: { organisationId: string; id: string; createdAt: Date },
  unknownMessage: string,
) {
  await tx.execute(sql`
    with cut_off as (
      select r.id, c.id as check_id, c.certificate_result
      from ${bulkIntakeRows} r
      left join lateral (
        select id, certificate_result from ${claimChecks}
        where organization_id = r.organization_id and imei_key = left(r.imei, 14) and created_at >= ${batch.createdAt}
        order by created_at limit 1
      ) c on true
      where r.organization_id = ${batch.organisationId} and r.bulk_intake_id = ${batch.id} and r.state = 'searching'
    ), settled as (
      update ${bulkIntakeRows} r set
        state = case when cut_off.check_id is null then 'failed' else 'done' end,
        message = case when cut_off.check_id is null then ${unknownMessage} end,
        check_id = cut_off.check_id, verdict = cut_off.certificate_result, finished_at = now()
      from cut_off where r.organization_id = ${batch.organisationId} and r.id = cut_off.id
      returning r.state
    )
    update ${bulkIntakes} set
      done = done + (select count(*) from settled where state = 'done'),
      failed = failed + (select count(*) from settled where state = 'failed')
    where organization_id = ${batch.organisationId} and id = ${batch.id}`);
}

/** Takes the batch's next waiting row and marks it `searching` (committed before its search goes out). */
export async function takeNextRow(tx: TenantTx, batch: OfOrganisation) {
  const next = tx
    .select({ id: bulkIntakeRows.id })
    .from(bulkIntakeRows)
    .where(rowsOf({ ...batch, state: 'pending' }))
    .orderBy(asc(bulkIntakeRows.line))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await tx
    .update(bulkIntakeRows)
    .set({ state: 'searching' })
    .where(
      and(eq(bulkIntakeRows.organizationId, batch.organisationId), eq(bulkIntakeRows.id, sql`(${next})`)),
    )
    .returning({ id: bulkIntakeRows.id, ...rowColumns });
  return row;
}

/** A row's outcome and the batch's tally with it, in one statement. */
export async function finishRow(
  tx: TenantTx,
  row: { organisationId: string; batchId: string; rowId: string },
  outcome: { state: 'done' | 'failed'; message?: string; checkId?: string; verdict?: string | null },
) {
  const finish = tx
    .update(bulkIntakeRows)
    .set({
      state: outcome.state,
      message: outcome.message ?? null,
      checkId: outcome.checkId ?? null,
      verdict: outcome.verdict ?? null,
      finishedAt: sql`now()`,
    })
    .where(organisationRow(bulkIntakeRows, row.organisationId, row.rowId));
  const tally = outcome.state === 'done' ? sql.raw('done') : sql.raw('failed');
  await tx.execute(
    sql`with finished as (${finish.getSQL()}) update ${bulkIntakes} set ${tally} = ${tally} + 1
      where organization_id = ${row.organisationId} and id = ${row.batchId}`,
  );
}

/** An org admin approved the batch awaiting approval: it is queued, as an upload without approval is. */
export async function approveBatch(tx: TenantTx, batch: OfOrganisation & { decidedBy: string }) {
  await tx
    .update(bulkIntakes)
    .set({ status: 'queued', decidedBy: batch.decidedBy, decidedAt: sql`now()` })
    .where(
      and(
        organisationRow(bulkIntakes, batch.organisationId, batch.id),
        eq(bulkIntakes.status, 'awaiting-approval'),
      ),
    );
}

/**
 * An org admin rejected the batch awaiting approval: its rows fail unsearched with the reason (so its devices may be
 * uploaded again) and it ends `rejected-by-admin`, keeping the reason for the uploader.
 */
export async function rejectBatch(
  tx: TenantTx,
  batch: OfOrganisation & { decidedBy: string; reason: string; rowMessage: string },
) {
  await tx.execute(sql`
    with failed as (
      update ${bulkIntakeRows} set state = 'failed', message = ${batch.rowMessage}, title = null, finished_at = now()
      where organization_id = ${batch.organisationId} and bulk_intake_id = ${batch.id} and state = 'pending'
      returning 1
    )
    update ${bulkIntakes} set failed = failed + (select count(*) from failed), status = 'rejected-by-admin',
      rejection_reason = ${batch.reason}, decided_by = ${batch.decidedBy}, decided_at = now(), finished_at = now()
    where organization_id = ${batch.organisationId} and id = ${batch.id} and status = 'awaiting-approval'`);
}

/** Rows neither worked nor being worked: none left means the batch is finished. */
export function countOpenRows(tx: TenantTx, batch: OfOrganisation) {
  return tx.$count(
    bulkIntakeRows,
    and(rowsOf(batch), sql`${bulkIntakeRows.state} in ('pending', 'searching')`),
  );
}

export async function markBatchFinished(tx: TenantTx, batch: OfOrganisation) {
  const [row] = await tx
    .update(bulkIntakes)
    .set({ status: 'finished', finishedAt: sql`now()` })
    .where(
      and(
        organisationRow(bulkIntakes, batch.organisationId, batch.id),
        sql`${bulkIntakes.status} <> 'finished'`,
      ),
    )
    .returning({
      total: bulkIntakes.total,
      done: bulkIntakes.done,
      failed: bulkIntakes.failed,
      rejected: bulkIntakes.rejected,
    });
  return row;
}

/**
 * Stops the batch: its waiting rows fail with the reason (never searched), and the batch is `stopped` with its
 * reason. Rows being searched keep their outcome when it comes. Returns the tallies, or nothing if it was not open.
 */
export async function stopBatch(
  tx: TenantTx,
  batch: OfOrganisation & { reason: BulkIntakeStopReason; message: string },
) {
  const result = await tx.execute(sql`
    with failed as (
      update ${bulkIntakeRows} set state = 'failed', message = ${batch.message}, title = null, finished_at = now()
      where organization_id = ${batch.organisationId} and bulk_intake_id = ${batch.id} and state = 'pending'
      returning 1
    )
    update ${bulkIntakes} set failed = failed + (select count(*) from failed), status = 'stopped',
      stop_reason = ${batch.reason}, finished_at = now()
    where organization_id = ${batch.organisationId} and id = ${batch.id} and ${isOpen}
    returning total, done, failed, rejected`);
  return (result as unknown as { rows: BatchTally[] }).rows[0];
}

type BatchTally = { total: number; done: number; failed: number; rejected: number };

/**
 * Failed rows of the batch (all, or the one on `line`) wait to be searched again: the tally moves with them and the
 * batch is queued again. Returns how many rows were reopened.
 */
export async function reopenFailedRows(tx: TenantTx, where: OfOrganisation & { line?: number }) {
  const reopened = await tx
    .update(bulkIntakeRows)
    .set({ state: 'pending', message: null, title: null, finishedAt: null })
    .where(
      and(
        rowsOf({ ...where, state: 'failed' }),
        where.line === undefined ? undefined : eq(bulkIntakeRows.line, where.line),
      ),
    )
    .returning({ line: bulkIntakeRows.line });
  if (reopened.length === 0) return 0;
  await tx
    .update(bulkIntakes)
    .set({
      failed: sql`${bulkIntakes.failed} - ${reopened.length}`,
      status: 'queued',
      stopReason: null,
      finishedAt: null,
    })
    .where(organisationRow(bulkIntakes, where.organisationId, where.id));
  return reopened.length;
}

/**
 * Whether a batch's rows may still be searched as its creator and with its API key: why not, or null. Read on the
 * owner's connection (the tenant role does not read whether a user is deactivated). A deleted creator leaves
 * `createdBy` null.
 */
export async function readStopReason(
  db: Database,
  batch: { userId: string | null; apiKeyId: string | null },
): Promise<BulkIntakeStopReason | null> {
  if (!batch.userId) return 'creator-removed';
  const [row] = await db
    .select({
      deactivatedAt: users.deactivatedAt,
      keyRevokedAt: sql<Date | null>`(select ${apiKeys.revokedAt} from ${apiKeys} where ${apiKeys.id} = ${batch.apiKeyId})`,
    })
    .from(users)
    .where(eq(users.id, batch.userId));
  if (!row) return 'creator-removed';
  // A key's batch is the organisation's, as the key is: it goes on when the key's creator is deactivated.
  if (batch.apiKeyId) return row.keyRevokedAt ? 'api-key-revoked' : null;
  if (row.deactivatedAt) return 'creator-deactivated';
  return null;
}

/** The organisation's batches paused until its monthly search budget allows again (the owner's read). */
export async function listBudgetPausedBatches(tx: Transaction, organisationId: string) {
  const rows = await tx
    .select({ id: bulkIntakes.id })
    .from(bulkIntakes)
    .where(
      and(eq(bulkIntakes.organizationId, organisationId), isOpen, eq(bulkIntakes.pauseReason, 'budget')),
    );
  return rows.map((row) => row.id);
}
