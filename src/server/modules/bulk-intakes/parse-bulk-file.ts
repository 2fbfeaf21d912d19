import { type CsvError, parse } from 'csv-parse/sync';
import { BULK_INTAKE_COLUMNS, BULK_INTAKE_MAX_ROWS } from '@/domain/bulk-intake';
import { bulkIntakeMessages } from '@/domain/bulk-intake-messages';
import type { ErrorCode } from '@/domain/errors';
import { AppError } from '@/server/errors';

/** One line of a bulk file as written: its line number and its cells by column. */
export interface BulkLine {
  line: number;
  cells: Record<(typeof BULK_INTAKE_COLUMNS)[number], string> | null;
  /** The number of cells when it is not the number of columns (then `cells` is null). */
  cellCount: number;
}

const refuse = (code: ErrorCode, message: string, status = 422) =>
  new AppError({ status, code, message, title: bulkIntakeMessages.title });

/** The bytes as text, or a refusal: a NUL byte or bytes that are not UTF-8 mean a binary file (a spreadsheet, an image). */
function decodeText(bytes: Buffer): string {
  if (bytes.includes(0)) throw refuse('FILE_NOT_TEXT', bulkIntakeMessages.notText, 415);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuse('FILE_NOT_TEXT', bulkIntakeMessages.notText, 415);
  }
}

/**
 * Reads a bulk intake file: UTF-8 with or without a byte-order mark, Windows or Unix line ends, quoted cells (a comma
 * inside quotes is text), empty lines and lines of empty cells skipped. The first line names the columns (any case,
 * any order); each later line keeps its number in the file, so every message can point at it. A file-wide problem
 * (not text, wrong header, too many rows, broken quoting) refuses the whole file.
 */
export function parseBulkFile(bytes: Buffer): BulkLine[] {
  const text = decodeText(bytes);
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // With `info`, each record comes with where it ended in the file (its line number).
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as unknown as typeof records;
  } catch (error) {
    throw refuse('FILE_UNREADABLE', bulkIntakeMessages.unreadable((error as CsvError).message));
  }
  const [header, ...rows] = records;
  if (!header) throw refuse('FILE_HEADER_INVALID', bulkIntakeMessages.empty);
  const names = header.record.map((name) => name.trim().toLowerCase());
  const order = BULK_INTAKE_COLUMNS.map((column) => names.indexOf(column));
  if (names.length !== BULK_INTAKE_COLUMNS.length || order.includes(-1)) {
    throw refuse('FILE_HEADER_INVALID', bulkIntakeMessages.wrongHeader(header.record.join(', ')));
  }
  if (rows.length > BULK_INTAKE_MAX_ROWS) {
    throw refuse('TOO_MANY_ROWS', bulkIntakeMessages.tooManyRows(rows.length));
  }
  return rows.map(({ record, info }) => ({
    line: info.lines,
    cellCount: record.length,
    cells:
      record.length === BULK_INTAKE_COLUMNS.length
        ? (Object.fromEntries(
            BULK_INTAKE_COLUMNS.map((column, i) => [column, record[order[i] ?? i] ?? '']),
          ) as BulkLine['cells'])
        : null,
  }));
}
