import { and, desc, eq, isNotNull, isNull, lt, not, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RetentionSettings } from '@/domain/contracts/data-retention';
import type { Database, Transaction } from '@/server/db/client';
import { claimChecks, deniedClaims, deviceVerifications, settledClaims } from '@/server/db/schema/checks';
import { REDUCED_MARK_LITERAL } from '@/server/db/schema/columns';
import { legalHolds, retentionRuns } from '@/server/db/schema/data-retention';
import { deviceSearches } from '@/server/db/schema/device-searches';
import { organizations } from '@/server/db/schema/organisations';
import { auditEvents } from '@/server/db/schema/platform';
import type { TenantTx } from '@/server/db/tenant';

const settingColumns = {
  undecidedChecksMonths: organizations.retentionUndecidedChecksMonths,
  decidedClaimsYears: organizations.retentionDecidedClaimsYears,
  rawAnswersDays: organizations.retentionRawAnswersDays,
  auditEventsYears: organizations.retentionAuditEventsYears,
};

/** The settings (a tenant reads its own; the retention run reads as the owner). */
export async function readRetentionSettings(tx: Database | Transaction, organisationId: string) {
  const [row] = await tx
    .select(settingColumns)
    .from(organizations)
    .where(eq(organizations.id, organisationId));
  return row;
}

/** The owner's statement: the tenant role may read its organisation's row but not change it. */
export async function updateRetentionSettings(
  tx: Transaction,
  organisationId: string,
  change: Partial<RetentionSettings>,
) {
  const [row] = await tx
    .update(organizations)
    .set({
      retentionUndecidedChecksMonths: change.undecidedChecksMonths,
      retentionDecidedClaimsYears: change.decidedClaimsYears,
      retentionRawAnswersDays: change.rawAnswersDays,
      retentionAuditEventsYears: change.auditEventsYears,
    })
    .where(eq(organizations.id, organisationId))
    .returning(settingColumns);
  return row;
}

/** The runs of the last 30 days (one a day at most), newest first. */
export function readRecentRuns(tx: TenantTx, organisationId: string) {
  return tx
    .select({
      id: retentionRuns.id,
      day: retentionRuns.day,
      startedAt: retentionRuns.startedAt,
      finishedAt: retentionRuns.finishedAt,
      checksDeleted: retentionRuns.checksDeleted,
      claimsAnonymised: retentionRuns.claimsAnonymised,
      answersReduced: retentionRuns.answersReduced,
      auditEventsDeleted: retentionRuns.auditEventsDeleted,
    })
    .from(retentionRuns)
    .where(eq(retentionRuns.organizationId, organisationId))
    .orderBy(desc(retentionRuns.day))
    .limit(30);
}

const holdColumns = {
  id: legalHolds.id,
  kind: legalHolds.kind,
  checkId: legalHolds.checkId,
  imei: legalHolds.imei,
  claimReference: legalHolds.claimReference,
  reason: legalHolds.reason,
  createdAt: legalHolds.createdAt,
  createdBy: legalHolds.createdBy,
};

/** The holds in force, newest first. */
export function readActiveHolds(tx: TenantTx, organisationId: string) {
  return tx
    .select(holdColumns)
    .from(legalHolds)
    .where(and(eq(legalHolds.organizationId, organisationId), isNull(legalHolds.releasedAt)))
    .orderBy(desc(legalHolds.createdAt), desc(legalHolds.id));
}

export async function insertHold(tx: TenantTx, hold: typeof legalHolds.$inferInsert) {
  const [row] = await tx.insert(legalHolds).values(hold).returning(holdColumns);
  if (!row) throw new Error('The legal hold was not written');
  return row;
}

/** Releases a hold in force; undefined when the organisation has no such hold or it was released already. */
export async function releaseHold(
  tx: TenantTx,
  organisationId: string,
  id: string,
  releasedBy: string | null,
) {
  const [row] = await tx
    .update(legalHolds)
    .set({ releasedAt: new Date(), releasedBy })
    .where(
      and(
        eq(legalHolds.organizationId, organisationId),
        eq(legalHolds.id, id),
        isNull(legalHolds.releasedAt),
      ),
    )
    .returning(holdColumns);
  return row;
}

export async function readHoldState(tx: TenantTx, organisationId: string, id: string) {
  const [row] = await tx
    .select({ releasedAt: legalHolds.releasedAt })
    .from(legalHolds)
    .where(and(eq(legalHolds.organizationId, organisationId), eq(legalHolds.id, id)));
  return row;
}

/** Whether the organisation has the check: open, or decided (the register's row keeps the id of its check). */
export async function checkExists(tx: TenantTx, organisationId: string, checkId: string) {
  const of = (table: typeof claimChecks | typeof settledClaims | typeof deniedClaims, id: SQL) =>
    sql`exists (select 1 from ${table} where ${table.organizationId} = ${organisationId} and ${id} = ${checkId})`;
  const result = (await tx.execute(
    sql`select ${of(claimChecks, sql`${claimChecks.id}`)} or ${of(settledClaims, sql`${settledClaims.claimCheckId}`)}
      or ${of(deniedClaims, sql`${deniedClaims.claimCheckId}`)} as found`,
  )) as unknown as { rows: { found: boolean }[] };
  return result.rows[0]?.found === true;
}

/** The organisation's holds in force, as the conditions a row of a register must meet to be held. */
export function heldBy(organisationId: string, row: { checkId: SQL; imeiKey: SQL; reference: SQL }) {
  return sql`exists (
    select 1 from ${legalHolds}
    where ${legalHolds.organizationId} = ${organisationId} and ${legalHolds.releasedAt} is null
      and (${legalHolds.checkId} = ${row.checkId} or ${legalHolds.imeiKey} = ${row.imeiKey}
        or ${legalHolds.claimReference} = ${row.reference}))`;
}

/** Answers kept beside a check's own (re-verifications', the search ledger's), received before the cut-off, whole and not held. */
async function wholeAnswersDue(
  tx: TenantTx,
  organisationId: string,
  before: Date,
  answers: {
    table: typeof deviceVerifications | typeof deviceSearches;
    answer: AnyPgColumn;
    receivedAt: AnyPgColumn;
    imeiKey: AnyPgColumn;
    reference: SQL;
  },
) {
  const [row] = await tx
    .select({ due: sql<number>`count(*)::int` })
    .from(answers.table)
    .where(
      and(
        eq(answers.table.organizationId, organisationId),
        lt(answers.receivedAt, before),
        // A failed search has no answer to reduce.
        isNotNull(answers.answer),
        sql`${answers.answer} ->> ${REDUCED_MARK_LITERAL} is null`,
        not(
          heldBy(organisationId, {
            checkId: sql`null`,
            imeiKey: sql`${answers.imeiKey}`,
            reference: answers.reference,
          }),
        ),
      ),
    );
  return Number(row?.due ?? 0);
}

/**
 * Counts what a run would remove or reduce before the cut-off times given, each register split into what is due and
 * what a hold keeps. Plain counts over the organisation's rows: nothing is changed.
 */
export async function countRetentionDue(
  tx: TenantTx,
  organisationId: string,
  cutoffs: { undecidedChecks: Date; decidedClaims: Date; rawAnswers: Date; auditEvents: Date },
) {
  const checkHeld = heldBy(organisationId, {
    checkId: sql`${claimChecks.id}`,
    imeiKey: sql`${claimChecks.imeiKey}`,
    reference: sql`${claimChecks.reference}`,
  });
  const settledHeld = heldBy(organisationId, {
    checkId: sql`${settledClaims.claimCheckId}`,
    imeiKey: sql`${settledClaims.imeiKey}`,
    reference: sql`${settledClaims.claimReference}`,
  });
  const deniedHeld = heldBy(organisationId, {
    checkId: sql`${deniedClaims.claimCheckId}`,
    imeiKey: sql`${deniedClaims.imeiKey}`,
    reference: sql`${deniedClaims.claimReference}`,
  });
  // A check is due when it is to be deleted or its answer reduced, whichever comes first.
  const checksDueBefore = new Date(Math.max(cutoffs.undecidedChecks.getTime(), cutoffs.rawAnswers.getTime()));
  const [checks] = await tx
    .select({
      undecided: sql<number>`count(*) filter (where ${claimChecks.createdAt} < ${cutoffs.undecidedChecks} and not ${checkHeld})::int`,
      checksHeld: sql<number>`count(*) filter (where ${checkHeld})::int`,
      raw: sql<number>`count(*) filter (where ${claimChecks.createdAt} < ${cutoffs.rawAnswers} and ${claimChecks.createdAt} >= ${cutoffs.undecidedChecks} and ${claimChecks.answersReducedAt} is null and not ${checkHeld})::int`,
    })
    .from(claimChecks)
    .where(and(eq(claimChecks.organizationId, organisationId), lt(claimChecks.createdAt, checksDueBefore)));
  const [settled] = await tx
    .select({
      due: sql<number>`count(*) filter (where not ${settledHeld})::int`,
      held: sql<number>`count(*) filter (where ${settledHeld})::int`,
    })
    .from(settledClaims)
    .where(
      and(
        eq(settledClaims.organizationId, organisationId),
        lt(settledClaims.settledAt, cutoffs.decidedClaims),
        isNull(settledClaims.anonymisedAt),
      ),
    );
  const [denied] = await tx
    .select({
      due: sql<number>`count(*) filter (where not ${deniedHeld})::int`,
      held: sql<number>`count(*) filter (where ${deniedHeld})::int`,
    })
    .from(deniedClaims)
    .where(
      and(
        eq(deniedClaims.organizationId, organisationId),
        lt(deniedClaims.deniedAt, cutoffs.decidedClaims),
        isNull(deniedClaims.anonymisedAt),
      ),
    );
  const verifications = await wholeAnswersDue(tx, organisationId, cutoffs.rawAnswers, {
    table: deviceVerifications,
    answer: deviceVerifications.fullResponse,
    receivedAt: deviceVerifications.createdAt,
    imeiKey: deviceVerifications.imeiKey,
    reference: sql`null`,
  });
  const ledger = await wholeAnswersDue(tx, organisationId, cutoffs.rawAnswers, {
    table: deviceSearches,
    answer: deviceSearches.answer,
    receivedAt: deviceSearches.sentAt,
    imeiKey: deviceSearches.imeiKey,
    reference: sql`${deviceSearches.claimReference}`,
  });
  const [audit] = await tx
    .select({ due: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(
      and(eq(auditEvents.organizationId, organisationId), lt(auditEvents.createdAt, cutoffs.auditEvents)),
    );
  return {
    undecidedChecks: Number(checks?.undecided ?? 0),
    decidedClaims: Number(settled?.due ?? 0) + Number(denied?.due ?? 0),
    rawAnswers: Number(checks?.raw ?? 0) + verifications + ledger,
    auditEvents: Number(audit?.due ?? 0),
    held: Number(checks?.checksHeld ?? 0) + Number(settled?.held ?? 0) + Number(denied?.held ?? 0),
  };
}
