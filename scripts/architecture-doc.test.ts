// docs/architecture.md checked against the code: the glossary names every page, web feature, server module and table
// (and nothing that is gone), the permission table is the permission map and the job queue section lists every queue.
// `npm test` fails when they drift; the event tables are generated (npm run docs:events, scripts/event-catalogue.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getTableName, is, Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACTIONS, PERMISSIONS } from '@/domain/permissions';
import type { Role } from '@/domain/roles';
import { QUEUES } from '@/server/db/job-queue-schema';
import * as schema from '@/server/db/schema';

const read = (path: string) => readFileSync(fileURLToPath(new URL(`../${path}`, import.meta.url)), 'utf8');
const folders = (path: string) =>
  readdirSync(fileURLToPath(new URL(`../${path}`, import.meta.url)), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const unique = (names: Iterable<string>) => [...new Set(names)].sort();

const architecture = read('docs/architecture.md');

/** The rows of the first Markdown table after a heading, as arrays of cells (header and rule left out). */
function tableAfter(heading: string): string[][] {
  const lines = architecture.slice(architecture.indexOf(`\n${heading}\n`)).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, index) => index > first && !line.startsWith('|'));
  return lines.slice(first + 2, end).map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
}

/** The `code` spans of a cell. */
const codes = (cell: string | undefined) =>
  [...(cell ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);

describe('the glossary in docs/architecture.md', () => {
  const rows = tableAfter('## Glossary: pages, features, modules, tables');
  const column = (index: number) => unique(rows.flatMap((row) => codes(row[index])));

  it('names every web feature, and only those that exist', () => {
    expect(column(1)).toEqual(folders('src/web/features'));
  });

  it('names every server module, and only those that exist', () => {
    expect(column(2).filter((name) => !name.includes('.'))).toEqual(folders('src/server/modules'));
  });

  it('names every table of the schema, and only those that exist', () => {
    const tables = Object.values(schema)
      .filter((value) => is(value, Table))
      .map((table) => getTableName(table as Table));
    expect(column(3)).toEqual(unique(tables));
  });

  it('names every page the web app routes to', () => {
    const router = read('src/web/app/router.tsx');
    const paths = unique(
      [...router.matchAll(/path: '([^'*]+)'/g)].map((m) => m[1] as string).filter((path) => path !== '/'),
    );
    const pages = column(0).join(' ');
    const missing = paths.filter((path) => !pages.includes(`/${path}`));
    expect(missing).toEqual([]);
  });
});

describe('the permission table in docs/architecture.md', () => {
  const rows = tableAfter('## Permissions');
  const WHO: Record<Role, string> = {
    organization_member: 'member',
    organization_admin: 'organisation admin',
    super_admin: 'super admin',
  };

  it('lists every action of the permission map, in its order', () => {
    expect(rows.map((row) => codes(row[0])[0])).toEqual([...ACTIONS]);
  });

  it('grants each action to the roles the permission map grants it to', () => {
    const granted = Object.fromEntries(rows.map((row) => [codes(row[0])[0], row[1]]));
    for (const [action, roles] of Object.entries(PERMISSIONS))
      expect(granted[action], action).toBe(roles.map((role) => WHO[role]).join(', '));
  });
});

describe('the job queue section of docs/architecture.md', () => {
  const COUNT_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];

  it('describes every queue the database holds, and says how many there are', () => {
    const section = architecture.slice(architecture.indexOf('\n## Job queue\n'));
    const list = section.slice(section.indexOf('queues, every one'));
    const described = [...list.matchAll(/^ {2}- `([a-z-]+)`/gm)].map((m) => m[1] as string);
    expect(described.sort()).toEqual(Object.values(QUEUES).sort());
    expect(section).toContain(`${COUNT_WORDS[Object.values(QUEUES).length]} queues, every one`);
  });
});
