// The filtered register lists at volume: EXPLAIN (ANALYZE, BUFFERS) of each filter's page and count as the app sends
// them (the same condition builder, under the tenant role with the organisation set), on a database seeded by
// `npm run db:seed-volume -- --checks 1000000`. Prints the plan's index, the rows matched and both times.
// Run: BENCH_DATABASE_URL=postgres://… npx tsx bench/register-filters.ts [domain, default demo.test]
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { openDatabase } from '../src/server/db/client';
import { type FilterColumns, registerFilter } from '../src/server/db/register-filter';
import { claimChecks, deniedClaims, settledClaims } from '../src/server/db/schema/checks';
import { replacementDevices } from '../src/server/db/schema/claims';
import { organizations } from '../src/server/db/schema/organisations';
import { TENANT_ROLE } from '../src/server/db/tenant';
import type { RegisterFilters } from '../src/server/http/register-filters';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('set BENCH_DATABASE_URL to a database seeded with npm run db:seed-volume');
const domain = process.argv[2] ?? 'demo.test';
const { db, close } = await openDatabase({ databaseUrl, dataDir: '' });
const [organisation] = await db
  .select({ id: organizations.id })
  .from(organizations)
  .where(eq(organizations.domain, domain));
if (!organisation) throw new Error(`no organization ${domain}`);
/** The rows of a raw statement (both database drivers answer with `rows`). */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
const [someone] = rowsOf<{ id: string }>(
  await db.execute(
    sql`select settled_by as id from settled_claims where organization_id = ${organisation.id} and settled_by is not null limit 1`,
  ),
);
const handler = someone?.id ?? '';
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

type Table = typeof claimChecks | typeof settledClaims | typeof deniedClaims | typeof replacementDevices;
interface Case {
  name: string;
  table: Table;
  columns: FilterColumns;
  filters: RegisterFilters;
  /** Claims Review's search with filters: a plain condition the filter's index narrows. */
  extra?: SQL;
}

const checks = {
  at: claimChecks.createdAt,
  claimType: claimChecks.claimType,
  handler: claimChecks.checkedBy,
  verdict: claimChecks.certificateResult,
};
const settled = {
  at: settledClaims.settledAt,
  claimType: settledClaims.claimType,
  handler: settledClaims.settledBy,
};
const denied = {
  at: deniedClaims.deniedAt,
  reason: deniedClaims.denialReason,
  handler: deniedClaims.deniedBy,
};
const replacements = { at: replacementDevices.settledAt, handler: replacementDevices.settledBy };
const lastMonth = { from: day(30), to: day(0) };

const CASES: Case[] = [
  { name: 'Claims Review, last 30 days', table: claimChecks, columns: checks, filters: lastMonth },
  { name: 'Claims Review, claim type', table: claimChecks, columns: checks, filters: { claimType: 'Theft' } },
  { name: 'Claims Review, handler', table: claimChecks, columns: checks, filters: { handler } },
  { name: 'Claims Review, verdict red', table: claimChecks, columns: checks, filters: { verdict: 'red' } },
  {
    name: 'Claims Review, red, 30 days, search "123"',
    table: claimChecks,
    columns: checks,
    filters: { verdict: 'red', ...lastMonth },
    extra: sql`(${claimChecks.imei} ilike '%123%' or ${claimChecks.reference} ilike '%123%')`,
  },
  { name: 'Settled Claims, last 30 days', table: settledClaims, columns: settled, filters: lastMonth },
  { name: 'Settled Claims, handler', table: settledClaims, columns: settled, filters: { handler } },
  {
    name: 'Denied Claims, reason',
    table: deniedClaims,
    columns: denied,
    filters: { reason: 'Fraud suspected' },
  },
  {
    name: 'Denied Claims, handler, 30 days',
    table: deniedClaims,
    columns: denied,
    filters: { handler, ...lastMonth },
  },
  {
    name: 'Replacement Devices, handler',
    table: replacementDevices,
    columns: replacements,
    filters: { handler },
  },
];

/** The plan's text and its execution time, run as the tenant of the organisation. */
async function explain(statement: SQL) {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.organization_id', ${organisation?.id ?? ''}, true), set_config('role', ${TENANT_ROLE}, true)`,
    );
    const result = await tx.execute(sql`explain (analyze, buffers, costs off) ${statement}`);
    const lines = rowsOf<Record<string, string>>(result).map((row) => Object.values(row)[0] ?? '');
    const ms = Number(lines.find((line) => line.startsWith('Execution Time'))?.match(/[\d.]+/)?.[0]);
    const index = lines.join('\n').match(/Index (?:Only )?Scan (?:Backward )?using (\w+)/)?.[1] ?? 'none';
    const sort = lines.some((line) => /^\s*(->\s*)?Sort\b/.test(line.trim()) || line.includes('Sort Key'));
    return { ms, index, sort, lines };
  });
}

const out = (line: string) => process.stdout.write(`${line}\n`);
out('| list and filter | index | sorts | page ms | count ms | rows matched |');
out('| --- | --- | --- | --- | --- | --- |');
for (const item of CASES) {
  const table = item.table as Table & { id: AnyPgColumn; organizationId: AnyPgColumn };
  const where = and(
    eq(table.organizationId, organisation.id),
    registerFilter(item.columns, item.filters),
    item.extra,
  );
  const page = db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(desc(item.columns.at), desc(table.id))
    .limit(25);
  const total = db.select({ total: count() }).from(table).where(where);
  const pagePlan = await explain(sql`${page}`);
  const countPlan = await explain(sql`${total}`);
  const [matched] = (await db.select({ total: count() }).from(table).where(where)) as Array<{
    total: number;
  }>;
  out(
    `| ${item.name} | ${pagePlan.index} | ${pagePlan.sort ? 'yes' : 'no'} | ${pagePlan.ms.toFixed(1)} | ${countPlan.ms.toFixed(1)} | ${matched?.total ?? 0} |`,
  );
  if (process.env.BENCH_PLANS) out(`\n${pagePlan.lines.join('\n')}\n${countPlan.lines.join('\n')}\n`);
}
await close();
