import { z } from 'zod';
import {
  BULK_INTAKE_PAUSE_REASONS,
  BULK_INTAKE_ROW_STATES,
  BULK_INTAKE_STATUSES,
} from '@/domain/bulk-intake';
import { pageReply } from './page';
import { isoDateTime, type Wire } from './wire';

/** A line of a bulk file that cannot be checked: its line number in the file and the intake's words for why. */
const LineProblemSchema = z.object({ line: z.number().int(), title: z.string(), message: z.string() });

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
});

/** `POST /api/v1/bulk-intakes` (202): the batch is queued. */
export const BulkIntakeCreatedReply = z.object({ id: z.uuid() });

/** `GET /api/v1/bulk-intakes/:id`: where the batch stands. */
export const BulkIntakeReply = z.object({
  id: z.uuid(),
  status: z.enum(BULK_INTAKE_STATUSES),
  total: z.number().int(),
  done: z.number().int().describe('Rows whose check is recorded'),
  failed: z.number().int().describe('Rows refused by the intake rules or the provider since the upload'),
  createdAt: isoDateTime,
  startedAt: isoDateTime.nullable(),
  finishedAt: isoDateTime.nullable(),
  pausedUntil: isoDateTime
    .nullable()
    .describe(
      'Set while the batch waits for the device-history service (it answered busy, or is unavailable): when the rows waiting are searched again',
    ),
  pauseReason: z
    .enum(BULK_INTAKE_PAUSE_REASONS)
    .nullable()
    .describe(
      'busy: the service asked us to wait (429 with Retry-After); unavailable: it did not answer usefully',
    ),
});
export type BulkIntake = Wire<typeof BulkIntakeReply>;

const BulkIntakeRowSchema = z.object({
  line: z.number().int(),
  imei: z.string(),
  claimType: z.string(),
  reference: z.string().nullable(),
  state: z.enum(BULK_INTAKE_ROW_STATES),
  message: z.string().nullable(),
  checkId: z.uuid().nullable(),
  verdict: z.string().nullable().describe("The provider's certificate result (red or green)"),
});
/** `GET /api/v1/bulk-intakes/:id/rows`: one page of the batch's rows in file order. */
export const BulkIntakeRowPageReply = pageReply(BulkIntakeRowSchema);
export type BulkIntakeRow = Wire<typeof BulkIntakeRowSchema>;
