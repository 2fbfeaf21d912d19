/** The columns a bulk intake file names on its first line, in this order. */
export const BULK_INTAKE_COLUMNS = ['imei', 'claim_type', 'reference', 'fnol', 'loss_date'] as const;
/** Rows one file may hold (the header line not counted). */
export const BULK_INTAKE_MAX_ROWS = 10_000;
/** Bytes one upload may hold: 10,000 rows of generous width. */
export const BULK_INTAKE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * A batch waits for a worker, is being worked, every row has its outcome, or it was stopped before the end (its
 * `stopReason` says why; the rows it did not search failed with that reason and can be uploaded again). A member's
 * file of more rows than the organisation's approval threshold first awaits an org admin's approval (nothing is
 * searched, and it does not count toward the batches at once); approved it is queued, rejected it ends
 * `rejected-by-admin` with the admin's reason, none of its rows searched.
 */
export const BULK_INTAKE_STATUSES = [
  'awaiting-approval',
  'queued',
  'running',
  'finished',
  'stopped',
  'rejected-by-admin',
] as const;
export type BulkIntakeStatus = (typeof BULK_INTAKE_STATUSES)[number];
/** Statuses of a batch that may still search: the organisation's cap on batches at once counts these. */
export const OPEN_BULK_INTAKE_STATUSES = ['queued', 'running'] as const satisfies readonly BulkIntakeStatus[];

/**
 * Why a batch stopped: its rows are searched as its creator (and with the API key that uploaded it), so a batch ends
 * with their access, as their own requests would.
 */
export const BULK_INTAKE_STOP_REASONS = [
  'creator-deactivated',
  'creator-removed',
  'api-key-revoked',
] as const;
export type BulkIntakeStopReason = (typeof BULK_INTAKE_STOP_REASONS)[number];

/** The most rows an organisation may set as its approval threshold: a file never holds more. */
export const MAX_BULK_APPROVAL_ABOVE_ROWS = 10_000;
/** The longest reason an admin gives for rejecting a batch. */
export const BULK_REJECTION_REASON_MAX_LENGTH = 500;

/** Batches of one organisation that may search at once unless its admin sets otherwise, and the most they may set. */
export const DEFAULT_BULK_INTAKES_AT_ONCE = 2;
export const MAX_BULK_INTAKES_AT_ONCE = 10;

/**
 * Why a batch waits: the provider asked us to (429), it is unavailable, or the organisation's monthly search budget
 * is used up (until an admin raises it or the month ends). Rows are deferred, not failed.
 */
export const BULK_INTAKE_PAUSE_REASONS = ['busy', 'unavailable', 'budget'] as const;
export type BulkIntakePauseReason = (typeof BULK_INTAKE_PAUSE_REASONS)[number];

/**
 * A row waits, is being searched (marked before the search goes out, so a row cut off mid-flight is never searched
 * again on its own), is done (its check recorded) or failed (with the reason; it may be retried). A rejected row is a
 * line of the file that the intake rules refused at upload: kept with its reason, never searched.
 */
export const BULK_INTAKE_ROW_STATES = ['pending', 'searching', 'done', 'failed', 'rejected'] as const;
export type BulkIntakeRowState = (typeof BULK_INTAKE_ROW_STATES)[number];

/** How a file's FNOL cell reads: yes/no words, true/false or 1/0; empty is no. */
export function parseFnol(cell: string): boolean | null {
  const value = cell.trim().toLowerCase();
  if (['', 'no', 'n', 'false', '0'].includes(value)) return false;
  if (['yes', 'y', 'true', '1'].includes(value)) return true;
  return null;
}

/** Where a batch stands for its progress bar: rows left, searches a minute so far, and seconds left at that pace. */
export function bulkIntakeProgress(
  batch: { total: number; done: number; failed: number; startedAt: string | null; finishedAt: string | null },
  now: number = Date.now(),
) {
  const worked = batch.done + batch.failed;
  const remaining = batch.total - worked;
  const started = batch.startedAt ? Date.parse(batch.startedAt) : null;
  const until = batch.finishedAt ? Date.parse(batch.finishedAt) : now;
  const seconds = started === null ? 0 : Math.max((until - started) / 1000, 0.001);
  const perMinute = started === null || worked === 0 ? null : (worked / seconds) * 60;
  const secondsLeft = perMinute ? Math.ceil((remaining / perMinute) * 60) : null;
  return {
    worked,
    remaining,
    perMinute,
    secondsLeft,
    percent: batch.total ? (worked / batch.total) * 100 : 100,
  };
}
