/** The start of a text that a spreadsheet reads as a formula, which csvCell escapes. */
export const CSV_FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as an export writes it. A text starting with `=`, `+`, `-`, `@`, a tab or a carriage return is a formula to a
 * spreadsheet (CSV injection: a claim reference typed as `=HYPERLINK(...)` would run on the reader's machine), so it
 * is written with a leading apostrophe, which spreadsheets show as plain text. Dates are ISO 8601 in UTC; empty
 * values are empty cells.
 */
export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  return CSV_FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * Cells holding a list separator are quoted whatever the file's own separator: a spreadsheet set to `;` (most of
 * Europe) would split an unquoted `x;=1+1;` into cells, one of them the formula `=1+1`, past the escape above.
 */
export const CSV_QUOTED_MATCH = /[;,\t]/;
