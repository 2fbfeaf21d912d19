import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
export const bulkIntakes = pgTable(
  'bulk_intakes',
  {
    ...idAndOrganisation(),
    status: text('status').$type<BulkIntakeStatus>().notNull().default('queued'),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Lines of the file the intake rules refused at upload (kept as rows, never searched). */
    rejected: integer('rejected').notNull().default(0),
    /** Why the batch stopped before its end (status `stopped`). */
    stopReason: text('stop_reason').$type<BulkIntakeStopReason>(),
    /** Whose intakes these are: each row's check is recorded as theirs. */
    createdBy: userRef('created_by'),
    /** The API key that uploaded the file, if one did: each row's audit event names it too. */
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Set while the batch waits for the provider (busy or unavailable): when its next stretch starts, and why. */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    pauseReason: text('pause_reason').$type<BulkIntakePauseReason>(),
    /** The org admin who approved or rejected a batch that awaited approval, when, and the reason given to reject it. */
    decidedBy: userRef('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
  },
  (t) => [index('bulk_intakes_org_created_idx').on(t.organizationId, t.createdAt)],
);

/**
 * `bulk_intake_rows`: one line of the file, its intake fields, and what became of it. A line the intake rules refused
 * at upload is kept too (state `rejected`), with its cells as written and the reason, so every line is accounted for.
 */
export const bulkIntakeRows = pgTable(
  'bulk_intake_rows',
  {
    ...idAndOrganisation(),
    bulkIntakeId: partOf('bulk_intake_id', () => bulkIntakes.id),
    /** The line of the file the row was on (the header is line 1). */
    line: integer('line').notNull(),
    imei: text('imei').notNull(),
    claimType: text('claim_type').notNull(),
    reference: text('reference'),
    /** Null on a rejected line whose FNOL cell was not yes or no. */
    fnol: boolean('fnol'),
    lossDate: date('loss_date', { mode: 'string' }),
    state: text('state').$type<BulkIntakeRowState>().notNull().default('pending'),
    /** Why the row failed or was rejected, in the words the single intake uses, under the notice's heading. */
    title: text('title'),
    message: text('message'),
    checkId: uuid('check_id').references(() => claimChecks.id, { onDelete: 'set null' }),
    /** The provider's verdict (certificate result), kept when the check is settled or denied later. */
    verdict: text('verdict'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bulk_intake_rows_batch_line_key').on(t.bulkIntakeId, t.line),
    index('bulk_intake_rows_batch_state_idx').on(t.bulkIntakeId, t.state, t.line),
    // Subject requests: the lines of a device (by its first 14 digits) or of a claim reference.
    index('bulk_intake_rows_org_imei_key_idx').on(t.organizationId, sql`left(${t.imei}, 14)`),
    index('bulk_intake_rows_org_reference_idx').on(t.organizationId, t.reference),
  ],
);
