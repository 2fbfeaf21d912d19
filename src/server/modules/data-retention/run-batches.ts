import { type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { REDUCED_MARK_LITERAL } from '@/server/db/schema/columns';
import { reduceDeviceHistoryAnswer } from '@/server/providers/device-history/reduce-answer';
import { heldBy } from './queries';

/**
 * One batch of each kind of work a retention run does, in the caller's transaction, each statement scoped to the
 * organisation (the run works as the owner: it deletes and rewrites what the tenant role may not). Each selects what
 * is due and not held in the statement that locks it (`skip locked`: a record a request is changing waits for the
 * next run), so a hold placed during a run protects from the next batch on. Each returns how many records it
 * handled, at most `limit`.
 */
export interface Batch {
  organisationId: string;
  before: Date;
  limit: number;
  now: Date;
  /** The key of the organisation's device tokens (see deviceToken). */
  tokenKey: string;
  /** An erasure's subject: only its records are handled. */
  subject?: ErasureSubject;
}

/** Whom an erasure is about: a device (the IMEI's first 14 digits) or a claim reference. */
export type ErasureSubject = { imeiKey: string } | { reference: string };

/**
 * A row the batch may handle: no hold in force covers it (by its check, device or claim reference) and, in an
 * erasure, it is the subject's.
 */
function eligibleRow(batch: Batch, row: { checkId: SQL; imeiKey: SQL; reference: SQL }): SQL {
  const held = heldBy(batch.organisationId, row);
  if (!batch.subject) return sql`not ${held}`;
  const subject =
    'imeiKey' in batch.subject
      ? sql`${row.imeiKey} = ${batch.subject.imeiKey}`
      : sql`${row.reference} = ${batch.subject.reference}`;
  return sql`not ${held} and ${subject}`;
}

/** The rows a plain SQL statement answers (the run's statements are written out, not built). */
export async function rowsOf<Row>(tx: Transaction, query: SQL): Promise<Row[]> {
  return ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * The token an anonymised record names its device by instead of the IMEI: a keyed SHA-256 of the organisation, the
 * record it belongs to (a settled or denied claim, a search, an uploaded line) and the IMEI's first 14 digits. The
 * records of one claim name the device alike (its register row, accepted claim, replacement, alerts), while two claims
 * of one device, years apart, get tokens of their own: they cannot be linked, and the second never meets the first
 * in a unique index. The IMEI cannot be read back without the key.
 */
export function deviceToken(batch: Batch, imei: SQL, record: SQL): SQL {
  return sql`'anon-' || left(encode(sha256(convert_to(${batch.tokenKey} || ':' || ${batch.organisationId} || ':' || ${record}::text || ':' || left(${imei}, 14), 'UTF8')), 'hex'), 16)`;
}

/** Checks never decided (every check in Claims Review is), recorded before the cut-off: deleted with their re-checks. */
export async function deleteUndecidedChecks(tx: Transaction, batch: Batch): Promise<number> {
  const eligible = eligibleRow(batch, {
    checkId: sql`c.id`,
    imeiKey: sql`c.imei_key`,
    reference: sql`c.reference`,
  });
  const deleted = await rowsOf<{ id: string }>(
    tx,
    sql`delete from claim_checks where id in (
      select c.id from claim_checks c
      where c.organization_id = ${batch.organisationId} and c.created_at < ${batch.before} and ${eligible}
      order by c.created_at limit ${batch.limit} for update skip locked)
    returning id`,
  );
  return deleted.length;
}

/**
 * Settled claims decided before the cut-off: the IMEI (and a replacement's) replaced by its token, the claim
 * reference, the names and e-mails of who decided and the notes removed, in the register, the accepted claim, the
 * replacement device, the alerts and the re-verification it was settled on; monitoring of the devices ends (their
 * watches are deleted). The decision's facts, dates, types and reasons stay, and so do the dashboard's counts (a
 * settled claim's notes were its label there: its count moves to Unspecified).
 */
export async function anonymiseSettledClaims(tx: Transaction, batch: Batch): Promise<number> {
  const eligible = eligibleRow(batch, {
    checkId: sql`s.claim_check_id`,
    imeiKey: sql`s.imei_key`,
    reference: sql`s.claim_reference`,
  });
  const picked = await rowsOf<{ id: string }>(
    tx,
    sql`select s.id from settled_claims s
      where s.organization_id = ${batch.organisationId} and s.settled_at < ${batch.before} and s.anonymised_at is null
        and ${eligible}
      order by s.settled_at limit ${batch.limit} for update skip locked`,
  );
  if (picked.length === 0) return 0;
  const ids = sql`${`{${picked.map((row) => row.id).join(',')}}`}::uuid[]`;
  const org = batch.organisationId;
  // The accepted claim and the replacement device of each: named by the token of their settled claim.
  const original = deviceToken(batch, sql`c.imei`, sql`s.id`);
  const replacement = deviceToken(batch, sql`c.replacement_imei`, sql`s.id`);
  await tx.execute(sql`update claims as c set imei = ${original}, imei_key = ${original}, notes = null,
      replacement_imei = case when c.replacement_imei is null then null else ${replacement} end,
      replacement_imei_key = case when c.replacement_imei is null then null else ${replacement} end
    from settled_claims as s
    where s.organization_id = ${org} and s.id = any(${ids}) and c.organization_id = ${org} and c.id = s.claim_id`);
  await tx.execute(sql`update replacement_devices as r
      set original_imei = ${deviceToken(batch, sql`r.original_imei`, sql`s.id`)},
        replacement_imei = ${deviceToken(batch, sql`r.replacement_imei`, sql`s.id`)}, notes = null
    from settled_claims as s
    where s.organization_id = ${org} and s.id = any(${ids}) and r.organization_id = ${org}
      and r.claim_id = s.claim_id`);
  await tx.execute(
    sql`delete from watched_devices where organization_id = ${org} and settled_claim_id = any(${ids})`,
  );
  // The re-verification the claim was settled on: its device named by the token, in its answer too.
  const verified = deviceToken(batch, sql`v.imei_key`, sql`s.id`);
  await tx.execute(sql`update device_verifications as v set imei_key = ${verified},
      full_response = jsonb_set(v.full_response, '{serial}', to_jsonb(${verified}))
    from settled_claims as s
    where s.organization_id = ${org} and s.id = any(${ids}) and v.organization_id = ${org} and v.id = s.verification_id`);
  const alerted = deviceToken(batch, sql`imei`, sql`settled_claim_id`);
  await tx.execute(sql`update alerts set imei = ${alerted}, imei_key = ${alerted},
      claim_reference = null, reviewed_by_name = null, review_note = null
    where organization_id = ${org} and settled_claim_id = any(${ids})`);
  const settled = deviceToken(batch, sql`imei`, sql`id`);
  await tx.execute(sql`update settled_claims set imei = ${settled},
      imei_key = ${settled}, claim_reference = null, settled_by_name = null,
      settled_by_email = null, notes = null, override_reason = null, anonymised_at = ${batch.now}
    where organization_id = ${org} and id = any(${ids})`);
  return picked.length;
}

/** Denied claims decided before the cut-off: anonymised as settled claims are (see anonymiseSettledClaims). */
export async function anonymiseDeniedClaims(tx: Transaction, batch: Batch): Promise<number> {
  const eligible = eligibleRow(batch, {
    checkId: sql`d.claim_check_id`,
    imeiKey: sql`d.imei_key`,
    reference: sql`d.claim_reference`,
  });
  const done = await rowsOf<{ id: string }>(
    tx,
    sql`update denied_claims set imei = ${deviceToken(batch, sql`imei`, sql`id`)},
        imei_key = ${deviceToken(batch, sql`imei`, sql`id`)},
        claim_reference = null, denied_by_name = null, denied_by_email = null, notes = null,
        anonymised_at = ${batch.now}
      where id in (
        select d.id from denied_claims d
        where d.organization_id = ${batch.organisationId} and d.denied_at < ${batch.before}
          and d.anonymised_at is null and ${eligible}
        order by d.denied_at limit ${batch.limit} for update skip locked)
      returning id`,
  );
  return done.length;
}

/** Where answers are kept besides a check's own: the table, its answer column and that column's type. */
const ANSWER_COLUMNS = {
  claim_recheck_history: { column: 'full_response', type: 'json' },
  device_verifications: { column: 'full_response', type: 'jsonb' },
  device_searches: { column: 'answer', type: 'jsonb' },
} as const;

/** Rows of one table whose answers are rewritten: each answer reduced in the app, written back in one statement. */
async function writeReduced(
  tx: Transaction,
  table: keyof typeof ANSWER_COLUMNS,
  rows: { id: string; answer: unknown }[],
  now: Date,
) {
  if (rows.length === 0) return;
  const { column, type } = ANSWER_COLUMNS[table];
  const reduced = rows.map((row) => ({ id: row.id, answer: reduceDeviceHistoryAnswer(row.answer, now) }));
  await tx.execute(sql`update ${sql.raw(table)} as t set ${sql.raw(column)} = r.answer::${sql.raw(type)}
    from jsonb_to_recordset(${JSON.stringify(reduced)}::jsonb) as r(id uuid, answer jsonb)
    where t.id = r.id`);
}

/**
 * Checks recorded before the raw-answers cut-off: the intake's answer and the latest one (a re-check's or a
 * re-verification's), and the answers of their re-checks, reduced to the facts a decision uses. Returns the checks.
 */
export async function reduceCheckAnswers(tx: Transaction, batch: Batch): Promise<number> {
  const eligible = eligibleRow(batch, {
    checkId: sql`c.id`,
    imeiKey: sql`c.imei_key`,
    reference: sql`c.reference`,
  });
  const checks = await rowsOf<{ id: string; full_response: unknown; status_response: unknown }>(
    tx,
    sql`select c.id, c.full_response, c.status_response from claim_checks c
      where c.organization_id = ${batch.organisationId} and c.created_at < ${batch.before}
        and c.answers_reduced_at is null and ${eligible}
      order by c.created_at limit ${batch.limit} for update skip locked`,
  );
  if (checks.length === 0) return 0;
  const reduced = checks.map((check) => ({
    id: check.id,
    intake: reduceDeviceHistoryAnswer(check.full_response, batch.now),
    latest:
      check.status_response === null ? null : reduceDeviceHistoryAnswer(check.status_response, batch.now),
  }));
  await tx.execute(sql`update claim_checks as t set full_response = r.intake::json, status_response = r.latest::json,
      answers_reduced_at = ${batch.now}
    from jsonb_to_recordset(${JSON.stringify(reduced)}::jsonb) as r(id uuid, intake jsonb, latest jsonb)
    where t.id = r.id`);
  const rechecks = await rowsOf<{ id: string; answer: unknown }>(
    tx,
    sql`select id, full_response as answer from claim_recheck_history
      where organization_id = ${batch.organisationId}
        and claim_check_id = any(${`{${checks.map((check) => check.id).join(',')}}`}::uuid[])`,
  );
  await writeReduced(tx, 'claim_recheck_history', rechecks, batch.now);
  return checks.length;
}

/** Re-verifications (the Settle dialog's fresh searches) made before the cut-off: their answers reduced. */
export async function reduceVerificationAnswers(tx: Transaction, batch: Batch): Promise<number> {
  const eligible = eligibleRow(batch, {
    checkId: sql`null`,
    imeiKey: sql`v.imei_key`,
    reference: sql`null`,
  });
  const rows = await rowsOf<{ id: string; answer: unknown }>(
    tx,
    sql`select v.id, v.full_response as answer from device_verifications v
      where v.organization_id = ${batch.organisationId} and v.created_at < ${batch.before}
        and v.full_response ->> ${REDUCED_MARK_LITERAL} is null and ${eligible}
      order by v.created_at limit ${batch.limit} for update skip locked`,
  );
  await writeReduced(tx, 'device_verifications', rows, batch.now);
  return rows.length;
}

/** The search ledger's answers (kept to reuse a paid answer within a day) from before the cut-off: reduced. */
export async function reduceLedgerAnswers(tx: Transaction, batch: Batch): Promise<number> {
  const eligible = eligibleRow(batch, {
    checkId: sql`null`,
    imeiKey: sql`s.imei_key`,
    reference: sql`s.claim_reference`,
  });
  const rows = await rowsOf<{ id: string; answer: unknown }>(
    tx,
    sql`select s.id, s.answer from device_searches s
      where s.organization_id = ${batch.organisationId} and s.sent_at < ${batch.before} and s.answer is not null
        and s.answer ->> ${REDUCED_MARK_LITERAL} is null and ${eligible}
      order by s.sent_at limit ${batch.limit} for update skip locked`,
  );
  await writeReduced(tx, 'device_searches', rows, batch.now);
  return rows.length;
}

/**
 * The oldest audit events, recorded before the cut-off, deleted as the start of the organisation's chain: every event
 * up to the first one the period keeps, never the newest (the next event links to it). The organisation's anchor
 * moves to the last one deleted (its place and hash), where verification then begins. Returns how many were deleted.
 */
export async function deleteOldestAuditEvents(tx: Transaction, batch: Batch): Promise<number> {
  const org = batch.organisationId;
  const [anchor] = await rowsOf<{ position: string | null }>(
    tx,
    sql`select audit_anchor_position as position from organizations where id = ${org}`,
  );
  const after = Number(anchor?.position ?? 0);
  const events = await rowsOf<{ position: string; hash: string | null; due: boolean; newest: boolean }>(
    tx,
    sql`select chain_position as position, hash, created_at < ${batch.before} as due,
        chain_position = (select max(chain_position) from audit_events where organization_id = ${org}) as newest
      from audit_events
      where organization_id = ${org} and chain_position > ${after}
      order by chain_position limit ${batch.limit}`,
  );
  const prefix: typeof events = [];
  for (const event of events) {
    if (!event.due || event.newest) break;
    prefix.push(event);
  }
  const last = prefix.at(-1);
  if (!last) return 0;
  await tx.execute(sql`delete from audit_events
    where organization_id = ${org} and chain_position > ${after} and chain_position <= ${last.position}`);
  await tx.execute(sql`update organizations set audit_anchor_position = ${last.position}, audit_anchor_hash = ${last.hash}
    where id = ${org}`);
  return prefix.length;
}
