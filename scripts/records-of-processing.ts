// The records of processing (docs/records-of-processing.md), written from the declaration beside the schema
// (src/server/db/personal-data.ts) and checked against the schema itself.
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { LOOKS_PERSONAL, NOT_PERSONAL, PERSONAL_DATA } from '../src/server/db/personal-data';
import * as schema from '../src/server/db/schema';

export const RECORDS_OF_PROCESSING_FILE = 'docs/records-of-processing.md';

/** Every column of the schema as `table.column`, by table. */
export function schemaColumns(): Map<string, string[]> {
  const tables = new Map<string, string[]>();
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    tables.set(
      config.name,
      config.columns.map((column) => column.name),
    );
  }
  return tables;
}

/** Columns that look personal and are declared neither personal nor not. */
export function undeclaredColumns(tables = schemaColumns()): string[] {
  const undeclared: string[] = [];
  for (const [table, columns] of tables) {
    for (const column of columns) {
      const name = `${table}.${column}`;
      if (LOOKS_PERSONAL.test(column) && !PERSONAL_DATA[table]?.[column] && !(name in NOT_PERSONAL)) {
        undeclared.push(name);
      }
    }
  }
  return undeclared;
}

/** Declared columns that the schema does not have (renamed or dropped since). */
export function staleDeclarations(tables = schemaColumns()): string[] {
  const declared = [
    ...Object.entries(PERSONAL_DATA).flatMap(([table, columns]) =>
      Object.keys(columns).map((column) => `${table}.${column}`),
    ),
    ...Object.keys(NOT_PERSONAL),
  ];
  return declared.filter((name) => {
    const [table = '', column = ''] = name.split('.');
    return !tables.get(table)?.includes(column);
  });
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The page, exactly as `npm run docs:processing` writes it. */
export function recordsOfProcessingPage(): string {
  const lines = [
    '# Records of processing',
    '',
    '<!-- Written by `npm run docs:processing` from src/server/db/personal-data.ts; do not edit by hand. -->',
    '',
    'Every column of the database that holds personal data: what it is, why ClaimGuard keeps it and how long. How long',
    "is said in the words of each organization's retention settings (`undecidedChecksMonths`, `decidedClaimsYears`,",
    '`rawAnswersDays`, `auditEventsYears`). Org admins download everything held about one IMEI, claim reference or user',
    'from the Org Admin Panel (Subject requests).',
    '',
    '| table | column | what | why | how long |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const table of Object.keys(PERSONAL_DATA).sort()) {
    const columns = PERSONAL_DATA[table] ?? {};
    for (const column of Object.keys(columns).sort()) {
      const field = columns[column];
      if (!field) continue;
      lines.push(
        `| \`${table}\` | \`${column}\` | ${cell(field.what)} | ${cell(field.why)} | ${cell(field.retention)} |`,
      );
    }
  }
  lines.push(
    '',
    '## Columns that look personal but are not',
    '',
    '| column | what it holds |',
    '| --- | --- |',
    ...Object.keys(NOT_PERSONAL)
      .sort()
      .map((name) => `| \`${name}\` | ${cell(NOT_PERSONAL[name] ?? '')} |`),
    '',
  );
  return lines.join('\n');
}
