import { BULK_INTAKE_COLUMNS, BULK_INTAKE_MAX_ROWS } from './bulk-intake';

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
  description:
    'Check many devices at once: upload a CSV file or paste its rows. Every row is checked with the intake rules before anything is searched.',
  fileLabel: 'CSV file',
  pasteLabel: 'Or paste rows (the first line names the columns)',
  chooseFirst: 'Choose a file or paste rows first.',
  checkRows: 'Check rows',
  validSummary: (valid: number, total: number) => `${valid} of ${total} rows can be checked.`,
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
} as const;
