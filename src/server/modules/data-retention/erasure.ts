import { addYears } from 'date-fns';
import { type SQL, sql } from 'drizzle-orm';
import type { KeptRecord, SubjectErasure } from '@/domain/contracts/data-retention';
import type { SubjectSelector } from '@/domain/contracts/subject-data';
import { retentionCutoffs } from '@/domain/data-retention';
import { imeiMatchKey } from '@/domain/imei';
import { messages } from '@/domain/messages';
import { retentionMessages } from '@/domain/retention-messages';
import { subjectDataMessages } from '@/domain/subject-data-messages';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import type { Database, Transaction } from '@/server/db/client';
import { notFound } from '@/server/errors';
import { reduceDeviceHistoryAnswer } from '@/server/providers/device-history/reduce-answer';
import { heldBy, readRetentionSettings } from './queries';
import { deviceTokenKey, lockRetention, RETENTION_BATCH } from './retention-run';
import {
  anonymiseDeniedClaims,
  anonymiseSettledClaims,
  type Batch,
  deleteUndecidedChecks,
  deviceToken,
  type ErasureSubject,
  reduceVerificationAnswers,
  rowsOf,
} from './run-batches';

type Deps = { db: Database; authSecret: string };
type Settings = NonNullable<Awaited<ReturnType<typeof readRetentionSettings>>>;

/** Runs a batch until it finds nothing more (a subject has few records; every batch is in the erasure's transaction). */
async function drain(
  tx: Transaction,
  batch: Batch,
  work: (tx: Transaction, batch: Batch) => Promise<number>,
) {
  let total = 0;
  for (let done = RETENTION_BATCH; done === RETENTION_BATCH; total += done) done = await work(tx, batch);
  return total;
}

const subjectWhere = (subject: ErasureSubject, imeiKey: SQL, reference: SQL) =>
  'imeiKey' in subject ? sql`${imeiKey} = ${subject.imeiKey}` : sql`${reference} = ${subject.reference}`;

/**
 * The subject's searches in the ledger (the record of what was paid) and the lines of uploaded files that named it:
 * kept, but the IMEI replaced by its token, the claim reference removed and a search's answer reduced to the facts.
 * A hold in force on the device or reference keeps them as they are.
 */
async function deidentifyTraces(tx: Transaction, batch: Batch, subject: ErasureSubject) {
  const org = batch.organisationId;
  const searchHeld = heldBy(org, {
    checkId: sql`null`,
    imeiKey: sql`imei_key`,
    reference: sql`claim_reference`,
  });
  const searches = await rowsOf<{ id: string; answer: unknown }>(
    tx,
    sql`select id, answer from device_searches where organization_id = ${org}
      and ${subjectWhere(subject, sql`imei_key`, sql`claim_reference`)} and not ${searchHeld}
      for update`,
  );
  if (searches.length > 0) {
    const reduced = searches.map((row) => ({
      id: row.id,
      answer: row.answer === null ? null : reduceDeviceHistoryAnswer(row.answer, batch.now),
    }));
    const token = deviceToken(batch, sql`t.imei`, sql`t.id`);
    await tx.execute(sql`update device_searches as t set imei = ${token}, imei_key = ${token}, claim_reference = null,
        answer = case when r.answer is null then null else jsonb_set(r.answer, '{serial}', to_jsonb(${token})) end
      from jsonb_to_recordset(${JSON.stringify(reduced)}::jsonb) as r(id uuid, answer jsonb)
      where t.id = r.id`);
  }
  const rowHeld = heldBy(org, {
    checkId: sql`check_id`,
    imeiKey: sql`left(imei, 14)`,
    reference: sql`reference`,
  });
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`update bulk_intake_rows set imei = ${deviceToken(batch, sql`imei`, sql`id`)}, reference = null
      where organization_id = ${org} and ${subjectWhere(subject, sql`left(imei, 14)`, sql`reference`)}
        and imei not like 'anon-%' and not ${rowHeld}
      returning id`,
  );
  return { searchesDeidentified: searches.length, bulkIntakeRowsDeidentified: rows.length };
}

/** Every erasure keeps the audit events that name its subject: the record of what was done, for their own period. */
const auditLogKept = (settings: Settings): KeptRecord => ({
  record: 'auditEvents',
  id: null,
  reason: 'auditLog',
  keptUntil: null,
  explanation: retentionMessages.keptAuditLog(settings.auditEventsYears),
});

/** What stays of the subject after the erasure, and why: holds, the decided-claims period, the audit log. */
async function keptRecords(tx: Transaction, org: string, subject: ErasureSubject, settings: Settings) {
  const kept: KeptRecord[] = [];
  const holdOf = (checkId: SQL, imeiKey: SQL, reference: SQL) => sql`(select h.reason from legal_holds h
    where h.organization_id = ${org} and h.released_at is null
      and (h.check_id = ${checkId} or h.imei_key = ${imeiKey} or h.claim_reference = ${reference})
    order by h.created_at limit 1)`;
  const records = await rowsOf<{
    record: KeptRecord['record'];
    id: string;
    decided_at: Date | null;
    hold: string | null;
  }>(
    tx,
    sql`select 'check' as record, id, null::timestamptz as decided_at, ${holdOf(sql`id`, sql`imei_key`, sql`reference`)} as hold
        from claim_checks where organization_id = ${org} and ${subjectWhere(subject, sql`imei_key`, sql`reference`)}
      union all
      select 'settledClaim', id, settled_at, ${holdOf(sql`claim_check_id`, sql`imei_key`, sql`claim_reference`)}
        from settled_claims where organization_id = ${org}
          and ${subjectWhere(subject, sql`imei_key`, sql`claim_reference`)}
      union all
      select 'deniedClaim', id, denied_at, ${holdOf(sql`claim_check_id`, sql`imei_key`, sql`claim_reference`)}
        from denied_claims where organization_id = ${org}
          and ${subjectWhere(subject, sql`imei_key`, sql`claim_reference`)}
      order by 1, 3`,
  );
  for (const row of records) {
    if (row.hold !== null) {
      kept.push({
        record: row.record,
        id: row.id,
        reason: 'legalHold',
        keptUntil: null,
        explanation: retentionMessages.keptOnHold(row.hold),
      });
    } else if (row.decided_at) {
      kept.push({
        record: row.record,
        id: row.id,
        reason: 'retentionPeriod',
        keptUntil: addYears(new Date(row.decided_at), settings.decidedClaimsYears).toISOString().slice(0, 10),
        explanation: retentionMessages.keptForPeriod(settings.decidedClaimsYears),
      });
    }
  }
  kept.push(auditLogKept(settings));
  return kept;
}

/** A user of the organisation: their name and e-mail as the decisions and reviews copied them, removed. */
async function eraseUser(tx: Transaction, org: string, userId: string) {
  const [member] = await rowsOf<{ id: string }>(
    tx,
    sql`select id from profiles where id = ${userId} and organization_id = ${org}`,
  );
  if (!member) throw notFound(subjectDataMessages.userNotFound);
  const changed = await rowsOf<{ n: number }>(
    tx,
    sql`with settled as (
        update settled_claims set settled_by_name = null, settled_by_email = null
        where organization_id = ${org} and settled_by = ${userId}
          and (settled_by_name is not null or settled_by_email is not null) returning 1),
      denied as (
        update denied_claims set denied_by_name = null, denied_by_email = null
        where organization_id = ${org} and denied_by = ${userId}
          and (denied_by_name is not null or denied_by_email is not null) returning 1),
      reviewed as (
        update alerts set reviewed_by_name = null
        where organization_id = ${org} and reviewed_by = ${userId} and reviewed_by_name is not null returning 1)
      select ((select count(*) from settled) + (select count(*) from denied) + (select count(*) from reviewed))::int as n`,
  );
  return changed[0]?.n ?? 0;
}

const NOTHING = {
  checksDeleted: 0,
  claimsAnonymised: 0,
  answersReduced: 0,
  searchesDeidentified: 0,
  bulkIntakeRowsDeidentified: 0,
  namesRemoved: 0,
};

/**
 * Erases what the organisation holds about a device, a claim reference or a user, as far as the law and the holds
 * allow, in one transaction under the organisation's retention lock: all of it or nothing. A device or reference:
 * its open checks deleted, its decided claims past their period anonymised as retention does, its re-verifications'
 * answers reduced, its searches and uploaded lines de-identified; what is kept is named with its reason. Audited
 * without the subject itself.
 */
export async function eraseSubject(
  deps: Deps,
  tenant: TenantContext,
  selector: SubjectSelector,
): Promise<SubjectErasure> {
  const org = tenant.organisationId;
  const now = new Date();
  const tokenKey = deviceTokenKey(deps.authSecret);
  return deps.db.transaction(async (tx) => {
    await lockRetention(tx, org);
    const settings = await readRetentionSettings(tx, org);
    if (!settings) throw notFound(messages.organisationNotFound);
    let reply: SubjectErasure;
    if (selector.userId !== undefined) {
      const namesRemoved = await eraseUser(tx, org, selector.userId);
      const kept: KeptRecord[] = [
        {
          record: 'account',
          id: selector.userId,
          reason: 'account',
          keptUntil: null,
          explanation: retentionMessages.keptAccount,
        },
        auditLogKept(settings),
      ];
      reply = { selector: 'userId', erased: { ...NOTHING, namesRemoved }, kept };
    } else {
      const subject: ErasureSubject =
        selector.imei !== undefined
          ? { imeiKey: imeiMatchKey(selector.imei) }
          : { reference: selector.claimReference ?? '' };
      const cutoffs = retentionCutoffs(settings, now);
      const batch = (before: Date): Batch => ({
        organisationId: org,
        before,
        limit: RETENTION_BATCH,
        now,
        tokenKey,
        subject,
      });
      const checksDeleted = await drain(tx, batch(now), deleteUndecidedChecks);
      const claimsAnonymised =
        (await drain(tx, batch(cutoffs.decidedClaims), anonymiseSettledClaims)) +
        (await drain(tx, batch(cutoffs.decidedClaims), anonymiseDeniedClaims));
      const answersReduced = await drain(tx, batch(now), reduceVerificationAnswers);
      const traces = await deidentifyTraces(tx, batch(now), subject);
      reply = {
        selector: selector.imei !== undefined ? 'imei' : 'claimReference',
        erased: { ...NOTHING, checksDeleted, claimsAnonymised, answersReduced, ...traces },
        kept: await keptRecords(tx, org, subject, settings),
      };
    }
    await recordEvent(tx, tenant, {
      name: 'subject_data.erased',
      subjectId: null,
      data: {
        selector: reply.selector,
        ...(selector.userId ? { userId: selector.userId } : {}),
        erased: reply.erased,
        kept: reply.kept.length,
      },
    });
    return reply;
  });
}
