import { z } from 'zod';
import {
  BULK_INTAKE_PAUSE_REASONS,
  BULK_INTAKE_ROW_STATES,
  BULK_INTAKE_STATUSES,
  BULK_INTAKE_STOP_REASONS,
} from '@/domain/bulk-intake';
import { PersonSchema, pageReply } from './page';
import { isoDateTime, type Wire } from './wire';

/** A line of a bulk file that cannot be checked: its line number, its cells as written and the intake's words for why. */
const LineProblemSchema = z.object({
  line: z.number().int(),
  imei: z
    .string()
    .nullable()
    .describe('The IMEI cell as written (null when empty or the line has the wrong cells)'),
  claimType: z.string().nullable(),
  reference: z.string().nullable(),
  title: z.string(),
  message: z.string(),
});

/** `POST /api/v1/bulk-intakes/validation`: what a file would give, nothing searched. */
export const BulkIntakeValidationReply = z.object({
  total: z.number().int().describe('Rows of the file (its header and empty lines not counted)'),
  valid: z.number().int().describe('Rows that would be checked'),
  problems: z.array(LineProblemSchema),
});
export type BulkIntakeValidation = Wire<typeof BulkIntakeValidationReply>;

/**
 * `POST /api/v1/bulk-intakes` (422): nothing was started. Either the file itself cannot be read as a bulk file (its
 * header, its quoting, too many rows), or some lines cannot be checked: then every line's problem comes with it.
 */
export const BulkIntakeRejectedReply = z.object({
  code: z.enum(['ROWS_INVALID', 'FILE_HEADER_INVALID', 'FILE_UNREADABLE', 'TOO_MANY_ROWS']),
  title: z.string().optional(),
  message: z.string(),
  total: z.number().int().optional(),
  valid: z.number().int().optional(),
  problems: z.array(LineProblemSchema).optional(),
  // Added to every failure on the way out (plugins/request-id.ts); declared so the reply's schema keeps it.
  requestId: z.string().optional().describe("The request's id, as in its X-Request-Id reply header"),
});

/**
 * `POST /api/v1/bulk-intakes` (202): the batch is queued. With `skipInvalid=true` the lines left out are kept in the
 * batch as rejected rows; they are listed here too.
 */
export const BulkIntakeCreatedReply = BulkIntakeValidationReply.extend({
  id: z.uuid(),
  status: z
    .enum(['queued', 'awaiting-approval'])
    .describe(
      "awaiting-approval: a member's file of more rows than the organization allows without approval; nothing is searched until an org admin approves it",
    ),
});

/** `GET /api/v1/bulk-intakes/:id`: where the batch stands. */
export const BulkIntakeReply = z.object({
  id: z.uuid(),
  status: z
    .enum(BULK_INTAKE_STATUSES)
    .describe(
      "awaiting-approval (a member's large file, nothing searched until an org admin approves), queued, running, finished, stopped (see stopReason), rejected-by-admin (see rejectionReason; no row searched)",
    ),
  stopReason: z
    .enum(BULK_INTAKE_STOP_REASONS)
    .nullable()
    .describe('Why a stopped batch stopped: its creator was deactivated or removed, or its API key revoked'),
  total: z.number().int().describe('Rows to be searched (the valid lines of the file)'),
  done: z.number().int().describe('Rows whose check is recorded'),
  failed: z
    .number()
    .int()
    .describe(
      'Rows refused by the intake rules or the provider since the upload, or not searched because the batch stopped',
    ),
  rejected: z.number().int().describe('Lines of the file refused at upload (rows with state rejected)'),
  createdAt: isoDateTime,
  startedAt: isoDateTime.nullable(),
  finishedAt: isoDateTime.nullable(),
  pausedUntil: isoDateTime
    .nullable()
    .describe(
      'Set while the batch waits for the device-history service (it answered busy, or is unavailable) or for the monthly search budget: when the rows waiting are searched again (for the budget, the start of the next month, or sooner when an org admin raises it)',
    ),
  pauseReason: z
    .enum(BULK_INTAKE_PAUSE_REASONS)
    .nullable()
    .describe(
      "busy: the service asked us to wait (429 with Retry-After); unavailable: it did not answer usefully; budget: the organization's monthly search budget is used up",
    ),
  rejectionReason: z
    .string()
    .nullable()
    .describe('Why an org admin rejected the batch (status rejected-by-admin)'),
  decidedAt: isoDateTime.nullable().describe('When an org admin approved or rejected the batch'),
});
export type BulkIntake = Wire<typeof BulkIntakeReply>;

/** `GET /api/v1/bulk-intakes`: the organisation's batches, newest first, with who uploaded each. */
export const BulkIntakePageReply = pageReply(
  BulkIntakeReply.extend({ createdBy: PersonSchema.nullable().describe('Null once the user is deleted') }),
);
export type BulkIntakeListItem = Wire<typeof BulkIntakePageReply>['items'][number];

/** `POST /api/v1/bulk-intakes/:id/retry` and `.../rows/:line/retry`: how many failed rows wait to be searched again. */
export const BulkIntakeRetryReply = z.object({ retried: z.number().int() });

const BulkIntakeRowSchema = z.object({
  line: z.number().int(),
  imei: z.string(),
  claimType: z.string(),
  reference: z.string().nullable(),
  state: z.enum(BULK_INTAKE_ROW_STATES),
  title: z.string().nullable().describe("The reason's heading, for a rejected line"),
  message: z.string().nullable().describe('Why the row failed or the line was rejected'),
  checkId: z.uuid().nullable().describe('The check recorded for the row (GET /api/v1/checks/{id})'),
  verdict: z.string().nullable().describe("The provider's certificate result (red or green)"),
});
/** `GET /api/v1/bulk-intakes/:id/rows`: one page of the batch's rows in file order. */
export const BulkIntakeRowPageReply = pageReply(BulkIntakeRowSchema);
export type BulkIntakeRow = Wire<typeof BulkIntakeRowSchema>;
