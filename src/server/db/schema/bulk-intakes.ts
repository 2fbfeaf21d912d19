import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import type {
  BulkIntakePauseReason,
  BulkIntakeRowState,
  BulkIntakeStatus,
  BulkIntakeStopReason,
} from '@/domain/bulk-intake';
import { apiKeys } from './api-keys';
import { claimChecks } from './checks';
import { createdAt, idAndOrganisation, partOf, userRef } from './columns';

/**
 * `bulk_intakes`: one uploaded file of intakes, worked in the background. The tallies are kept with the rows' states
 * (a row's outcome and the tally change in one transaction), so the progress read is one row.
 */
export const bulkIntakes = pg.pgTable(
  'bulk_intakes',
  {
    ...idAndOrganisation(),
    status: pg.text('status').$type<BulkIntakeStatus>().notNull().default('queued'),
    total: pg.integer('total').notNull(),
    done: pg.integer('done').notNull().default(0),
    failed: pg.integer('failed').notNull().default(0),
    /** Lines of the file the intake rules refused at upload (kept as rows, never searched). */
    rejected: pg.integer('rejected').notNull().default(0),
    /** Why the batch stopped before its end (status `stopped`). */
    stopReason: pg.text('stop_reason').$type<BulkIntakeStopReason>(),
    /** Whose intakes these are: each row's check is recorded as theirs. */
    createdBy: userRef('created_by'),
    /** The API key that uploaded the file, if one did: each row's audit event names it too. */
    apiKeyId: pg.uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    startedAt: pg.timestamp('started_at', { withTimezone: true }),
    finishedAt: pg.timestamp('finished_at', { withTimezone: true }),
    /** Set while the batch waits for the provider (busy or unavailable): when its next stretch starts, and why. */
    pausedUntil: pg.timestamp('paused_until', { withTimezone: true }),
    pauseReason: pg.text('pause_reason').$type<BulkIntakePauseReason>(),
    /** The org admin who approved or rejected a batch that awaited approval, when, and the reason given to reject it. */
    decidedBy: userRef('decided_by'),
    decidedAt: pg.timestamp('decided_at', { withTimezone: true }),
    rejectionReason: pg.text('rejection_reason'),
  },
  (t) => [pg.index('bulk_intakes_org_created_idx').on(t.organizationId, t.createdAt)],
);

/**
 * `bulk_intake_rows`: one line of the file, its intake fields, and what became of it. A line the intake rules refused
 * at upload is kept too (state `rejected`), with its cells as written and the reason, so every line is accounted for.
 */
export const bulkIntakeRows = pg.pgTable(
  'bulk_intake_rows',
  {
    ...idAndOrganisation(),
    bulkIntakeId: partOf('bulk_intake_id', () => bulkIntakes.id),
    /** The line of the file the row was on (the header is line 1). */
    line: pg.integer('line').notNull(),
    imei: pg.text('imei').notNull(),
    claimType: pg.text('claim_type').notNull(),
    reference: pg.text('reference'),
    /** Null on a rejected line whose FNOL cell was not yes or no. */
    fnol: pg.boolean('fnol'),
    lossDate: pg.date('loss_date', { mode: 'string' }),
    state: pg.text('state').$type<BulkIntakeRowState>().notNull().default('pending'),
    /** Why the row failed or was rejected, in the words the single intake uses, under the notice's heading. */
    title: pg.text('title'),
    message: pg.text('message'),
    checkId: pg.uuid('check_id').references(() => claimChecks.id, { onDelete: 'set null' }),
    /** The provider's verdict (certificate result), kept when the check is settled or denied later. */
    verdict: pg.text('verdict'),
    finishedAt: pg.timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    pg.uniqueIndex('bulk_intake_rows_batch_line_key').on(t.bulkIntakeId, t.line),
    pg.index('bulk_intake_rows_batch_state_idx').on(t.bulkIntakeId, t.state, t.line),
    // Subject requests: the lines of a device (by its first 14 digits) or of a claim reference.
    pg.index('bulk_intake_rows_org_imei_key_idx').on(t.organizationId, sql`left(${t.imei}, 14)`),
    pg.index('bulk_intake_rows_org_reference_idx').on(t.organizationId, t.reference),
  ],
);
