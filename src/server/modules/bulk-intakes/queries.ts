import { and, asc, eq, sql } from 'drizzle-orm';
import type { BulkIntakePauseReason } from '@/domain/bulk-intake';
import { organisationRow } from '@/server/db/organisation-row';
import { users } from '@/server/db/schema/auth';
import { bulkIntakeRows, bulkIntakes } from '@/server/db/schema/bulk-intakes';
import { claimChecks, deniedClaims, settledClaims } from '@/server/db/schema/checks';
import { organizationClaimTypes } from '@/server/db/schema/organisations';
import type { TenantTx } from '@/server/db/tenant';
import type { ValidLine } from './validate-bulk-lines';

export interface BulkContext {
  claimTypes: Array<{ claimType: string; isTotalLoss: boolean }>;
  /** The earlier records of the file's devices, by IMEI key: what the single intake refuses. */
  records: Map<string, { checkedAt: Date | null; isSettled: boolean; isDenied: boolean }>;
  /** IMEI keys of the file already waiting in another bulk upload of the organisation (not searched yet). */
  waiting: Set<string>;
}

/** The organisation's claim types, the earlier records of every device of the file, and those already waiting. */
export async function loadBulkContext(
  tx: TenantTx,
  organisationId: string,
  keys: string[],
): Promise<BulkContext> {
  const claimTypes = await tx
    .select({ claimType: organizationClaimTypes.claimType, isTotalLoss: organizationClaimTypes.isTotalLoss })
    .from(organizationClaimTypes)
    .where(eq(organizationClaimTypes.organizationId, organisationId));
  // The keys travel as one JSON value: one parameter whatever their number, on both drivers.
  const found = await tx
    .select({
      key: sql<string>`k.key`,
      checkedAt: sql`(select max(${claimChecks.createdAt}) from ${claimChecks}
        where ${claimChecks.organizationId} = ${organisationId} and ${claimChecks.imeiKey} = k.key)`.mapWith(
        claimChecks.createdAt,
      ),
      settled: sql<boolean>`exists (select 1 from ${settledClaims}
        where ${settledClaims.organizationId} = ${organisationId} and ${settledClaims.imeiKey} = k.key)`,
      denied: sql<boolean>`exists (select 1 from ${deniedClaims}
        where ${deniedClaims.organizationId} = ${organisationId} and ${deniedClaims.imeiKey} = k.key)`,
    })
    .from(sql`jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as k(key)`);
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
  const records: BulkContext['records'] = new Map();
  for (const row of found) {
    const checkedAt = (row.checkedAt as Date | null) ?? null;
    if (!checkedAt && !row.settled && !row.denied) continue;
    records.set(row.key, { checkedAt, isSettled: row.settled === true, isDenied: row.denied === true });
  }
  return { claimTypes, records, waiting: new Set(waiting.map((row) => row.key)) };
}

/** A new batch and its rows, in one statement for the rows whatever their number (they travel as one JSON value). */
export async function insertBulkIntake(
  tx: TenantTx,
  batch: { organisationId: string; createdBy: string; apiKeyId: string | null; lines: ValidLine[] },
): Promise<string> {
  const [created] = await tx
    .insert(bulkIntakes)
    .values({
      organizationId: batch.organisationId,
      total: batch.lines.length,
      createdBy: batch.createdBy,
      apiKeyId: batch.apiKeyId,
    })
    .returning({ id: bulkIntakes.id });
  if (!created) throw new Error('bulk intake not stored');
  const rows = batch.lines.map(({ line, imei, claimType, reference, fnol, lossDate }) => ({
    line,
    imei,
    claim_type: claimType,
    reference,
    fnol,
    loss_date: lossDate,
  }));
  await tx.execute(sql`
    insert into ${bulkIntakeRows} (organization_id, bulk_intake_id, line, imei, claim_type, reference, fnol, loss_date)
    select ${batch.organisationId}, ${created.id}, r.line, r.imei, r.claim_type, r.reference, r.fnol, r.loss_date
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(line int, imei text, claim_type text, reference text, fnol boolean, loss_date date)`);
  return created.id;
}

const batchColumns = {
  id: bulkIntakes.id,
  status: bulkIntakes.status,
  total: bulkIntakes.total,
  done: bulkIntakes.done,
  failed: bulkIntakes.failed,
  createdAt: bulkIntakes.createdAt,
  startedAt: bulkIntakes.startedAt,
  finishedAt: bulkIntakes.finishedAt,
  pausedUntil: bulkIntakes.pausedUntil,
  pauseReason: bulkIntakes.pauseReason,
};

export async function findBulkIntake(tx: TenantTx, organisationId: string, id: string) {
  const [row] = await tx
    .select(batchColumns)
    .from(bulkIntakes)
    .where(organisationRow(bulkIntakes, organisationId, id));
  return row;
}

const rowColumns = {
  line: bulkIntakeRows.line,
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

/** The batch's rows in file order, from after `afterLine` (and `offset` more), at most `limit`. */
export function listBulkRows(
  tx: TenantTx,
  where: { organisationId: string; id: string },
  page: { afterLine: number; limit: number; offset?: number },
) {
  return tx
    .select(rowColumns)
    .from(bulkIntakeRows)
    .where(
      and(
        eq(bulkIntakeRows.organizationId, where.organisationId),
        eq(bulkIntakeRows.bulkIntakeId, where.id),
        sql`${bulkIntakeRows.line} > ${page.afterLine}`,
      ),
    )
    .orderBy(asc(bulkIntakeRows.line))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

/** The batch for its worker (locked): its state and whose intakes its rows are. */
export async function lockBatchForWork(tx: TenantTx, organisationId: string, id: string) {
  const [row] = await tx
    .select({
      status: bulkIntakes.status,
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
export async function markBatchRunning(tx: TenantTx, id: string) {
  await tx
    .update(bulkIntakes)
    .set({
      status: 'running',
      startedAt: sql`coalesce(${bulkIntakes.startedAt}, now())`,
      pausedUntil: null,
      pauseReason: null,
    })
    .where(eq(bulkIntakes.id, id));
}

/** The provider asked us to wait (or is unavailable): the batch says until when and why, until it resumes. */
export async function markBatchPaused(
  tx: TenantTx,
  id: string,
  pause: { until: Date; reason: BulkIntakePauseReason },
) {
  await tx
    .update(bulkIntakes)
    .set({ pausedUntil: pause.until, pauseReason: pause.reason })
    .where(eq(bulkIntakes.id, id));
}

/** A row whose search the provider did not take (busy, unavailable) waits again, to be searched after the pause. */
export async function deferRow(tx: TenantTx, rowId: string) {
  await tx
    .update(bulkIntakeRows)
    .set({ state: 'pending' })
    .where(and(eq(bulkIntakeRows.id, rowId), eq(bulkIntakeRows.state, 'searching')));
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
      where r.bulk_intake_id = ${batch.id} and r.state = 'searching'
    ), settled as (
      update ${bulkIntakeRows} r set
        state = case when cut_off.check_id is null then 'failed' else 'done' end,
        message = case when cut_off.check_id is null then ${unknownMessage} end,
        check_id = cut_off.check_id, verdict = cut_off.certificate_result, finished_at = now()
      from cut_off where r.id = cut_off.id
      returning r.state
    )
    update ${bulkIntakes} set
      done = done + (select count(*) from settled where state = 'done'),
      failed = failed + (select count(*) from settled where state = 'failed')
    where id = ${batch.id}`);
}

/** Takes the batch's next waiting row and marks it `searching` (committed before its search goes out). */
export async function takeNextRow(tx: TenantTx, id: string) {
  const next = tx
    .select({ id: bulkIntakeRows.id })
    .from(bulkIntakeRows)
    .where(and(eq(bulkIntakeRows.bulkIntakeId, id), eq(bulkIntakeRows.state, 'pending')))
    .orderBy(asc(bulkIntakeRows.line))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await tx
    .update(bulkIntakeRows)
    .set({ state: 'searching' })
    .where(eq(bulkIntakeRows.id, sql`(${next})`))
    .returning({ id: bulkIntakeRows.id, ...rowColumns });
  return row;
}

/** A row's outcome and the batch's tally with it, in one statement. */
export async function finishRow(
  tx: TenantTx,
  row: { batchId: string; rowId: string },
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
    .where(eq(bulkIntakeRows.id, row.rowId));
  const tally = outcome.state === 'done' ? sql.raw('done') : sql.raw('failed');
  await tx.execute(
    sql`with finished as (${finish.getSQL()}) update ${bulkIntakes} set ${tally} = ${tally} + 1 where id = ${row.batchId}`,
  );
}

/** Rows neither worked nor being worked: none left means the batch is finished. */
export function countOpenRows(tx: TenantTx, id: string) {
  return tx.$count(
    bulkIntakeRows,
    and(eq(bulkIntakeRows.bulkIntakeId, id), sql`${bulkIntakeRows.state} in ('pending', 'searching')`),
  );
}

export async function markBatchFinished(tx: TenantTx, id: string) {
  const [row] = await tx
    .update(bulkIntakes)
    .set({ status: 'finished', finishedAt: sql`now()` })
    .where(and(eq(bulkIntakes.id, id), sql`${bulkIntakes.status} <> 'finished'`))
    .returning({ total: bulkIntakes.total, done: bulkIntakes.done, failed: bulkIntakes.failed });
  return row;
}

/** Fails every waiting row at once (the batch cannot be worked: its creator is gone). */
export async function failOpenRows(tx: TenantTx, id: string, message: string) {
  await tx.execute(sql`
    with failed as (
      update ${bulkIntakeRows} set state = 'failed', message = ${message}, finished_at = now()
      where bulk_intake_id = ${id} and state in ('pending', 'searching') returning 1
    )
    update ${bulkIntakes} set failed = failed + (select count(*) from failed) where id = ${id}`);
}
