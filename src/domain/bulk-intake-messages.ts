import {
  BULK_INTAKE_COLUMNS,
  BULK_INTAKE_MAX_ROWS,
  BULK_REJECTION_REASON_MAX_LENGTH,
  type BulkIntakeStatus,
  type BulkIntakeStopReason,
  MAX_BULK_APPROVAL_ABOVE_ROWS,
  MAX_BULK_INTAKES_AT_ONCE,
} from './bulk-intake';

const columns = BULK_INTAKE_COLUMNS.join(', ');

/** Bulk upload texts: the file's problems, a line's problems beyond the intake rules, and the page's words. */
export const bulkIntakeMessages = {
  title: 'Bulk upload',
  notText:
    'This file is not a CSV text file (it contains binary data or is not UTF-8). Save it as CSV (UTF-8) and try again.',
  tooLarge: 'The file is larger than 2 MB. Split it into smaller files of at most 10,000 rows.',
  empty: `The file is empty. Its first line must name the columns: ${columns}.`,
  wrongHeader: (found: string) => `The first line must name the columns ${columns}; it names: ${found}.`,
  tooManyRows: (rows: number) =>
    `The file has ${rows.toLocaleString('en-US')} rows; at most ${BULK_INTAKE_MAX_ROWS.toLocaleString('en-US')} may be uploaded at once.`,
  unreadable: (reason: string) => `The file could not be read as CSV: ${reason}`,
  wrongCellCount: (cells: number) =>
    `This line has ${cells} values; it must have ${BULK_INTAKE_COLUMNS.length} (${columns}).`,
  fnolInvalid: 'FNOL must be yes or no',
  duplicateInFile: (line: number) => `Duplicate of line ${line} in this file: the IMEI is searched once.`,
  waitingElsewhere:
    'This IMEI is waiting in another bulk upload of your organization: it is searched once, there.',
  noValidRows: 'No row of the file can be checked: correct the lines listed and upload it again.',
  rowsInvalid: 'Some lines of the file cannot be checked; nothing was searched.',
  batchNotFound: 'Bulk upload not found',
  outcomeUnknown:
    'The search was cut off (the server stopped) and may have been made; it is not repeated. Check this IMEI on Claims Intake.',
  checkerBusy: 'Many bulk files are being checked at the moment. Try again in a few seconds.',
  tooManyFiles: (seconds: number) =>
    `Too many bulk files checked in a short time. Please wait ${seconds === 1 ? '1 second' : `${seconds} seconds`} and try again.`,
  tooManyAtOnce: (allowed: number) =>
    `Your organization already has ${allowed} bulk ${allowed === 1 ? 'upload' : 'uploads'} in progress, the most it allows at once. Start this one when one of them has finished; an organization admin can change the limit in the Org Admin Panel.`,
  tooManyAtOnceTitle: 'Bulk uploads in progress',
  atOnceRange: `Bulk uploads at once must be a whole number from 1 to ${MAX_BULK_INTAKES_AT_ONCE}`,
  nothingToRetry: 'No failed row of this bulk upload to retry.',
  rowNotRetryable: (line: number) =>
    `Line ${line} of this bulk upload has not failed: only failed rows can be retried.`,
  /** Why a batch stopped, on its page and on each row it did not search. */
  stopped: {
    'creator-deactivated':
      'Stopped: the person who uploaded this file was deactivated. The rows not yet searched were not searched; upload them again to check them.',
    'creator-removed':
      'Stopped: the person who uploaded this file no longer has an account. The rows not yet searched were not searched; upload them again to check them.',
    'api-key-revoked':
      'Stopped: the API key that uploaded this file was revoked. The rows not yet searched were not searched; upload them again to check them.',
  } satisfies Record<BulkIntakeStopReason, string>,
  stoppedTitle: 'Stopped',
  notRetryableStopped: (reason: string) => `${reason} Its rows cannot be retried as that person.`,
  finishedMailSubject: (total: number) =>
    `ClaimGuard: your bulk upload of ${total} ${total === 1 ? 'row' : 'rows'} has finished`,
  stoppedMailSubject: 'ClaimGuard: your bulk upload was stopped',
  finishedMailText: (batch: { total: number; done: number; failed: number; rejected: number; url: string }) =>
    [
      `Your bulk upload has finished: ${batch.done} checked, ${batch.failed} failed, ${batch.rejected} ${batch.rejected === 1 ? 'line' : 'lines'} rejected at upload.`,
      batch.failed > 0 ? 'Failed rows can be retried from the upload page.' : null,
      '',
      `See the results: ${batch.url}`,
    ]
      .filter((line) => line !== null)
      .join('\n'),
  stoppedMailText: (batch: { reason: string; done: number; url: string }) =>
    [
      `${batch.reason}`,
      `${batch.done} ${batch.done === 1 ? 'row was' : 'rows were'} checked before it stopped.`,
      '',
      `See the results: ${batch.url}`,
    ].join('\n'),
  description:
    'Check many devices at once: upload a CSV file or paste its rows. Every row is checked with the intake rules before anything is searched.',
  fileLabel: 'CSV file',
  pasteLabel: 'Or paste rows (the first line names the columns)',
  chooseFirst: 'Choose a file or paste rows first.',
  checkRows: 'Check rows',
  validSummary: (valid: number, total: number) =>
    `${valid} of ${total} ${total === 1 ? 'row' : 'rows'} can be checked.`,
  problemsTitle: 'Lines that will not be checked',
  start: (valid: number) => `Start ${valid} ${valid === 1 ? 'check' : 'checks'}`,
  started: 'Bulk upload started',
  progressTitle: 'Progress',
  resultsTitle: 'Results',
  download: 'Download results (CSV)',
  newUpload: 'New upload',
  finished: 'Finished',
  /** `time` is the moment the batch resumes, as HH:MM in the reader's time. */
  pausedBusy: (time: string) => `Paused: the device-history service asked us to wait until ${time}`,
  pausedUnavailable: (time: string) =>
    `Paused: the device-history service is unavailable; the remaining rows are searched again from ${time}`,
  pausedBudget:
    "Paused: the organization's monthly search budget is used up. The remaining rows are searched when an organization admin raises it, or when the new month begins.",
  rejectedFigure: 'Rejected',
  rejectedHint: 'Lines refused at upload are listed with their reason; they were not searched.',
  retryAll: (failed: number) => `Retry ${failed} failed ${failed === 1 ? 'row' : 'rows'}`,
  retryRow: (line: number) => `Retry line ${line}`,
  retried: (rows: number) => `${rows} ${rows === 1 ? 'row' : 'rows'} will be searched again.`,
  openCheck: 'Open check',
  historyTitle: 'Past bulk uploads',
  historyEmpty: 'No bulk upload yet.',
  outcomes: {
    pending: 'Waiting',
    searching: 'Searching',
    done: 'Checked',
    failed: 'Failed',
    rejected: 'Rejected',
  },
  statuses: {
    'awaiting-approval': 'Awaiting approval',
    queued: 'Queued',
    running: 'Running',
    finished: 'Finished',
    stopped: 'Stopped',
    'rejected-by-admin': 'Rejected by an admin',
  } satisfies Record<BulkIntakeStatus, string>,
  approvalAboveRowsRange: `Approval above must be a whole number of rows from 1 to ${MAX_BULK_APPROVAL_ABOVE_ROWS.toLocaleString('en-US')}, or empty for no approval`,
  awaitingApproval:
    'Awaiting approval: an organization admin approves this upload before anything is searched.',
  rejectedByAdmin: (reason: string) => `Rejected by an organization admin: ${reason}. No row was searched.`,
  rejectedRowMessage: (reason: string) =>
    `Not searched: an organization admin rejected this upload (${reason}). Upload it again to check it.`,
  notAwaitingApproval: 'This bulk upload is not awaiting approval: it was already approved or rejected.',
  notAwaitingApprovalTitle: 'Already decided',
  notRetryableRejected: 'This bulk upload was rejected by an organization admin: its rows cannot be retried.',
  rejectionReasonRequired: 'Please give a reason for rejecting this upload',
  rejectionReasonTooLong: `The reason must be at most ${BULK_REJECTION_REASON_MAX_LENGTH} characters`,
  approvalSettingTitle: 'Bulk upload approval',
  approvalSettingDescription:
    "A member's bulk upload of more rows than this waits on the Bulk upload page until an organization admin approves it; nothing is searched or charged before. Uploads by organization admins and their API keys never wait.",
  approvalSettingLabel: 'Approval above (rows)',
  approvalSettingHint: 'Empty: no upload needs approval.',
  approvalSettingSaved: 'Bulk upload approval saved',
  approvalSettingSaveFailed: 'Bulk upload approval not saved',
  approvalsTitle: 'Awaiting your approval',
  approvalsDescription:
    'Bulk uploads by members that are larger than your organization allows without approval. Nothing is searched until you approve.',
  approve: 'Approve',
  reject: 'Reject',
  rejectTitle: 'Reject this bulk upload',
  rejectReasonLabel: 'Reason (shown to the uploader)',
  approved: 'Bulk upload approved: its rows are being searched.',
  rejected: 'Bulk upload rejected.',
  uploadedBy: 'Uploaded by',
  rows: 'Rows',
  uploadedAt: 'Uploaded',
} as const;
