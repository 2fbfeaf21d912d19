import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import type { LegalHoldKind } from '@/domain/data-retention';
import { createdAt, idAndOrganisation, userRef } from './columns';

/**
 * `legal_holds`: records an org admin has put on hold, with the reason: one check (`check_id`), or every record of an
 * IMEI (`imei_key`, its first 14 digits) or of a claim reference. A held record is exempt from retention and erasure
 * until the hold is released (`released_at`); a released hold stays as the record of both.
 */
export const legalHolds = pg.pgTable(
  'legal_holds',
  {
    ...idAndOrganisation(),
    kind: pg.text('kind').$type<LegalHoldKind>().notNull(),
    /**
     * The check held: a plain reference, as a decided claim's register rows keep the id of the check they were
     * decided from once the check itself is gone (a hold outlives the decision).
     */
    checkId: pg.uuid('check_id'),
    imei: pg.text('imei'),
    imeiKey: pg.text('imei_key'),
    claimReference: pg.text('claim_reference'),
    reason: pg.text('reason').notNull(),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
    releasedAt: pg.timestamp('released_at', { withTimezone: true }),
    releasedBy: userRef('released_by'),
  },
  (t) => [
    pg
      .index('legal_holds_org_active_idx')
      .on(t.organizationId, t.createdAt.desc())
      .where(sql`${t.releasedAt} is null`),
  ],
);

/**
 * `retention_runs`: one retention run of an organisation a UTC day, with the cut-off times it started with and what
 * it has done so far. Each batch adds its counts in its own transaction, so a run stopped half-way resumes from here
 * (same cut-offs) without losing or counting twice; `finished_at` ends it.
 */
export const retentionRuns = pg.pgTable(
  'retention_runs',
  {
    ...idAndOrganisation(),
    day: pg.date('day', { mode: 'string' }).notNull(),
    startedAt: pg.timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: pg.timestamp('finished_at', { withTimezone: true }),
    undecidedChecksBefore: pg.timestamp('undecided_checks_before', { withTimezone: true }).notNull(),
    decidedClaimsBefore: pg.timestamp('decided_claims_before', { withTimezone: true }).notNull(),
    rawAnswersBefore: pg.timestamp('raw_answers_before', { withTimezone: true }).notNull(),
    auditEventsBefore: pg.timestamp('audit_events_before', { withTimezone: true }).notNull(),
    checksDeleted: pg.integer('checks_deleted').notNull().default(0),
    claimsAnonymised: pg.integer('claims_anonymised').notNull().default(0),
    answersReduced: pg.integer('answers_reduced').notNull().default(0),
    auditEventsDeleted: pg.integer('audit_events_deleted').notNull().default(0),
  },
  (t) => [pg.uniqueIndex('retention_runs_org_day_key').on(t.organizationId, t.day.desc())],
);
