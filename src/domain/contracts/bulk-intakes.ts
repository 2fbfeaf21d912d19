import { z } from 'zod';
import {
  BULK_INTAKE_COLUMNS,
  BULK_INTAKE_MAX_BYTES,
  BULK_INTAKE_MAX_ROWS,
  BULK_INTAKE_PAUSE_REASONS,
  BULK_INTAKE_ROW_STATES,
  BULK_INTAKE_STATUSES,
  BULK_INTAKE_STOP_REASONS,
} from '@/domain/bulk-intake';
import { BulkIntakeApprovalSchema } from '@/domain/schemas/bulk-intake-approval';
import { PersonSchema, pageReply } from './page';
import { IdParamsSchema } from './params';
import { defineRoute, FileDownload } from './route';
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
  code: z
    .enum([
      'ROWS_INVALID',
      'FILE_HEADER_INVALID',
      'FILE_UNREADABLE',
      'TOO_MANY_ROWS',
      'IDEMPOTENCY_KEY_REUSED',
    ])
    .describe('IDEMPOTENCY_KEY_REUSED: this Idempotency-Key was used with another file or query'),
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

/**
 * Bulk intake: a file of intakes checked against the single intake's rules line by line, then worked in the
 * background. The file is the raw body whatever type is declared (the content decides).
 */
const tags = ['bulk intake'];
const file = `The CSV file as the request body (UTF-8, with or without a byte-order mark), at most ${BULK_INTAKE_MAX_BYTES} bytes: a first line naming the columns ${BULK_INTAKE_COLUMNS.join(', ')}, then at most ${BULK_INTAKE_MAX_ROWS} rows. fnol is yes or no; loss_date is YYYY-MM-DD.`;
/** The refusals of a bulk file, validated or uploaded, before any line is read. */
const fileRefusals = {
  413: `FILE_TOO_LARGE: the file is over ${BULK_INTAKE_MAX_BYTES} bytes.`,
  415: 'FILE_NOT_TEXT: the file is not text.',
};
const paging = {
  page: z.coerce.number().int().min(1).max(1_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};

export const bulkFileValidation = defineRoute({
  method: 'POST',
  path: '/api/v1/bulk-intakes/validation',
  summary: 'Validate a bulk intake file',
  operationId: 'validateBulkIntake',
  refusals: {
    ...fileRefusals,
    422: 'FILE_HEADER_INVALID, FILE_UNREADABLE or TOO_MANY_ROWS: the file as a whole is refused.',
  },
  description: `${file} Every line is checked with the intake rules; nothing is searched or stored. Files checked (here and uploaded) are limited per user or API key.`,
  tags,
  consumes: 'text/csv',
  reply: BulkIntakeValidationReply,
  action: 'product:use',
  scope: 'checks:write',
});

export const bulkIntakeCreation = defineRoute({
  method: 'POST',
  path: '/api/v1/bulk-intakes',
  summary: 'Start a bulk intake',
  operationId: 'createBulkIntake',
  refusals: fileRefusals,
  description: `${file} With a line that cannot be checked the file is refused (422, every line's problem) unless skipInvalid=true, which starts the valid rows and keeps the others in the batch as rejected rows. Each row's search counts against the uploader's (or key's) limit on paid searches, as a single intake does; an organization runs a limited number of batches at once (409 TOO_MANY_BULK_INTAKES beyond it). A member's file of more rows than the organization's bulkApprovalAboveRows setting is accepted as awaiting-approval: nothing is searched until an org admin approves it.`,
  tags,
  query: z.object({ skipInvalid: z.enum(['true', 'false']).default('false') }),
  consumes: 'text/csv',
  reply: BulkIntakeCreatedReply,
  status: 202,
  otherReplies: { 422: BulkIntakeRejectedReply },
  action: 'product:use',
  scope: 'checks:write',
  idempotent: true,
});

export const bulkIntakeList = defineRoute({
  method: 'GET',
  path: '/api/v1/bulk-intakes',
  summary: "List your organization's bulk intakes",
  operationId: 'listBulkIntakes',
  description:
    'Newest first: who uploaded each, when, where it stands and its counts. `status` lists one status only (status=awaiting-approval: the uploads an org admin may approve).',
  tags,
  query: z.object({ ...paging, status: z.enum(BULK_INTAKE_STATUSES).optional() }),
  reply: BulkIntakePageReply,
  action: 'product:use',
  scope: 'checks:read',
});

export const bulkIntakeRead = defineRoute({
  method: 'GET',
  path: '/api/v1/bulk-intakes/:id',
  summary: 'Read a bulk intake',
  operationId: 'getBulkIntake',
  tags,
  params: IdParamsSchema,
  reply: BulkIntakeReply,
  action: 'product:use',
  scope: 'checks:read',
});

export const bulkIntakeRowList = defineRoute({
  method: 'GET',
  path: '/api/v1/bulk-intakes/:id/rows',
  summary: "List a bulk intake's rows",
  operationId: 'listBulkIntakeRows',
  description:
    'Every line of the file in file order: the rows searched or waiting, and the lines rejected at upload with their reason. `state` lists one kind only (state=rejected, state=failed).',
  tags,
  params: IdParamsSchema,
  query: z.object({ ...paging, state: z.enum(BULK_INTAKE_ROW_STATES).optional() }),
  reply: BulkIntakeRowPageReply,
  action: 'product:use',
  scope: 'checks:read',
});

export const bulkIntakeResults = defineRoute({
  method: 'GET',
  path: '/api/v1/bulk-intakes/:id/results.csv',
  summary: "Download a bulk intake's results as CSV",
  operationId: 'downloadBulkIntakeResultsCsv',
  description:
    "Every line of the file in file order with its outcome (a line rejected at upload too), the reason for a failure or rejection and the provider's verdict.",
  tags,
  params: IdParamsSchema,
  reply: FileDownload,
  produces: 'text/csv',
  action: 'product:use',
  scope: 'checks:read',
});

export const bulkIntakeRetry = defineRoute({
  method: 'POST',
  path: '/api/v1/bulk-intakes/:id/retry',
  summary: "Retry a bulk intake's failed rows",
  operationId: 'retryBulkIntake',
  description:
    "Every failed row of the batch is searched again, as the batch's uploader. Refused (409) when no row failed, or when the batch stopped because its uploader was deactivated or its API key revoked.",
  tags,
  params: IdParamsSchema,
  reply: BulkIntakeRetryReply,
  action: 'product:use',
  scope: 'checks:write',
});

export const bulkIntakeRowRetry = defineRoute({
  method: 'POST',
  path: '/api/v1/bulk-intakes/:id/rows/:line/retry',
  summary: 'Retry one failed row of a bulk intake',
  operationId: 'retryBulkIntakeRow',
  description: 'The row on that line of the file is searched again; refused (409) unless it failed.',
  tags,
  params: IdParamsSchema.extend({ line: z.coerce.number().int().min(2).max(1_000_000) }),
  reply: BulkIntakeRetryReply,
  action: 'product:use',
  scope: 'checks:write',
});

/** An org admin's decision on a member's upload awaiting approval: a JSON body, unlike the file routes. */
export const bulkIntakeApproval = defineRoute({
  method: 'POST',
  path: '/api/v1/bulk-intakes/:id/approval',
  summary: 'Approve or reject a bulk intake awaiting approval',
  operationId: 'approveBulkIntake',
  description:
    "An org admin's decision on a member's upload awaiting approval: `{approve: true}` queues it (within the organization's limit on batches at once, 409 TOO_MANY_BULK_INTAKES beyond it); `{approve: false, reason}` ends it rejected-by-admin with the reason shown to the uploader, none of its rows searched. 409 NOT_AWAITING_APPROVAL once decided (approving twice queues it once). Not for API keys.",
  tags,
  params: IdParamsSchema,
  body: BulkIntakeApprovalSchema,
  reply: BulkIntakeReply,
  action: 'organisation:manage',
});
