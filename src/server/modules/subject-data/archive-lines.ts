import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CSV_FORMULA_START, CSV_QUOTED_MATCH } from '@/domain/csv-cell';

/** The two files of each kind in a subject archive. */
export type ArchiveFormat = 'json' | 'csv';

/** The columns of a kind by the names the archive gives them: its JSON keys and CSV headings, in order. */
export type ArchiveFields = Record<string, AnyPgColumn>;

/**
 * jsonb as compact text, as JSON.stringify writes it: PostgreSQL writes a space after each `:` and `,`; the pattern
 * skips whole strings (kept as they are) and drops the spaces between them.
 */
const compactJsonb = (column: AnyPgColumn) =>
  sql`regexp_replace(${column}::text, ${String.raw`("(?:[^"\\]|\\.)*")| `}, ${String.raw`\1`}, 'g')`;

/** A time as JSON.stringify writes a Date: ISO 8601 in UTC, to the millisecond. */
const isoTime = (column: AnyPgColumn) =>
  column.getSQLType().includes('with time zone')
    ? sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A column's value in the JSON file, as Drizzle reads it and JSON.stringify writes it; a json column (a provider's
 * answer) as the database keeps it, which is JSON.stringify's text when the server wrote it.
 */
function jsonValue(column: AnyPgColumn): SQL {
  if (column.columnType === 'PgTimestamp') return isoTime(column);
  if (column.columnType === 'PgJsonb') return sql`${compactJsonb(column)}::json`;
  return sql`${column}`;
}

/** Column types whose text never needs csvCell's escape nor quotes: letters, digits and hyphens only. */
const PLAIN_CELL_TYPES = new Set(['PgUUID', 'PgBoolean', 'PgDateString']);

/** A column's cell in the CSV file, as csvCell and csv-stringify write it (quoted as CSV_QUOTED_MATCH says). */
function csvValue(column: AnyPgColumn): SQL {
  if (column.columnType === 'PgTimestamp') return sql`coalesce(${isoTime(column)}, '')`;
  const text = sql`${column}::text`;
  if (PLAIN_CELL_TYPES.has(column.columnType)) return sql`coalesce(${text}, '')`;
  const cell =
    column.columnType === 'PgJsonb'
      ? compactJsonb(column)
      : column.columnType === 'PgJson'
        ? text
        : sql`(case when ${text} ~ ${CSV_FORMULA_START.source} then '''' || ${text} else ${text} end)`;
  // Whether to quote is asked of the plain text, so the cell is made once: the escape's apostrophe and the spaces
  // compacting drops change nothing of it.
  const quoted = String.raw`["\n\r]|${CSV_QUOTED_MATCH.source}`;
  return sql`coalesce(case when ${text} ~ ${quoted} then '"' || replace(${cell}, '"', '""') || '"' else ${cell} end, '')`;
}

/**
 * A row's JSON values by the fields' names, as a lateral row to join (`crossJoinLateral`) for archiveLine's JSON: a
 * join costs the database half of what a subquery per row does.
 */
export function archiveRow(fields: ArchiveFields): SQL {
  const named = Object.entries(fields).map(
    ([name, column]) => sql`${jsonValue(column)} as ${sql.identifier(name)}`,
  );
  return sql`(select ${sql.join(named, sql`, `)}) as archive_row`;
}

/**
 * One row of a kind as one line of its JSON file (an object, keys in the fields' order; archiveRow must be joined) or
 * of its CSV file, written by the database: the server passes text along instead of mapping every wide row to
 * objects and back to text.
 */
export function archiveLine(fields: ArchiveFields, format: ArchiveFormat): SQL<string> {
  if (format === 'json') return sql<string>`row_to_json(archive_row)::text`;
  return sql<string>`(${sql.join(
    Object.values(fields).map((column) => csvValue(column)),
    sql` || ',' || `,
  )})`;
}

/** A row as its lines of both files (archiveRow joined), for kinds small enough to read once for both. */
export const archiveLines = (fields: ArchiveFields) => ({
  json: archiveLine(fields, 'json'),
  csv: archiveLine(fields, 'csv'),
});

/** The CSV file's first line: the fields' names. */
export const archiveHeader = (fields: ArchiveFields) => Object.keys(fields).join(',');
