// The daily retention run at volume: the time and the server's memory of one organisation's run over `checks` checks
// (npm run db:seed-volume's data: two years of checks, a tenth settled, a twentieth denied, a tenth re-checked) with a
// chained audit event per check, then the next day's run with nothing due.
// Run: npx tsx bench/retention.ts [checks, default 1000000]; BENCH_DATABASE_URL=postgres://… for PostgreSQL (a
// database of its own: it is emptied and migrated first), else the embedded database in a temporary folder.
// Settings: the defaults (open checks 12 months, answers 90 days) with decided claims and audit events kept one year,
// so every kind of work has a share of the records to do.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { runRetention } from '../src/server/modules/data-retention';
import { seedVolume } from '../src/server/seed/seed-volume';
import { openBenchApp } from './bench-app';

const checks = Number(process.argv[2] ?? 1_000_000);
const out = (line: string) => process.stdout.write(`${line}\n`);

const { env, database, app } = await openBenchApp({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir: mkdtempSync(path.join(os.tmpdir(), 'claimguard-retention-bench-')),
  appUrl: 'http://127.0.0.1:4952',
});
const { db } = database;
const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

const seeded = Date.now();
await seedVolume(db, {
  organisationDomain: 'demo.test',
  checks,
  onProgress: (done, total) => process.stdout.write(`\rseeding ${done} of ${total} checks`),
});
const [organisation] = await rowsOf<{ id: string }>(
  sql`select id from organizations where domain = 'demo.test'`,
);
if (!organisation) throw new Error('nothing seeded');
// The intake's audit event of every check, as the organisation's chain in time order (in place of the demo's own few
// events of today; the hash is a stand-in: the run deletes by place and date and does not verify).
await db.execute(sql`delete from audit_events where organization_id = ${organisation.id}`);
await db.execute(sql`
  insert into audit_events (organization_id, actor_user_id, action, subject_type, subject_id, details, created_at,
    chain_position, previous_hash, hash)
  select c.organization_id, c.checked_by, 'check.recorded', 'claim_check', c.id::text, jsonb_build_object('imei', c.imei),
    c.created_at,
    row_number() over (order by c.created_at, c.id),
    md5(c.id::text), md5(c.id::text || 'h')
  from claim_checks c where c.organization_id = ${organisation.id}`);
await db.execute(
  sql`update organizations set retention_decided_claims_years = 1, retention_audit_events_years = 1 where id = ${organisation.id}`,
);
await db.execute(sql`analyze`);
out(` (${((Date.now() - seeded) / 1000).toFixed(0)} s with the audit events)`);

const [before] = await rowsOf<Record<string, number>>(sql`select
  (select count(*) from claim_checks where organization_id = ${organisation.id})::int as checks,
  (select count(*) from settled_claims where organization_id = ${organisation.id})::int as settled,
  (select count(*) from denied_claims where organization_id = ${organisation.id})::int as denied,
  (select count(*) from claim_recheck_history where organization_id = ${organisation.id})::int as rechecks,
  (select count(*) from audit_events where organization_id = ${organisation.id})::int as events`);
out(`held before the run: ${JSON.stringify(before)}`);

/** Runs `work`, sampling the process's resident memory every 50 ms: seconds and the peak in MiB. */
async function measured<T>(work: () => Promise<T>) {
  global.gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const at = performance.now();
  const result = await work();
  const seconds = (performance.now() - at) / 1000;
  clearInterval(sampler);
  const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  return { result, seconds, memory: `RSS ${mib(start)} → peak ${mib(peak)} MiB` };
}

const deps = { db, authSecret: env.AUTH_SECRET };
const first = await measured(() => runRetention(deps, organisation.id, '2026-11-29'));
const run = first.result;
const handled =
  (run?.checksDeleted ?? 0) +
  (run?.claimsAnonymised ?? 0) +
  (run?.answersReduced ?? 0) +
  (run?.auditEventsDeleted ?? 0);
out(
  `first run: ${first.seconds.toFixed(1)} s, ${first.memory}; deleted ${run?.checksDeleted} checks, anonymised ${run?.claimsAnonymised} claims, reduced ${run?.answersReduced} answers, deleted ${run?.auditEventsDeleted} audit events (${Math.round(handled / first.seconds)} records/s)`,
);
const next = await measured(() => runRetention(deps, organisation.id, '2026-11-30'));
out(`next day's run, nothing due: ${(next.seconds * 1000).toFixed(0)} ms, ${next.memory}`);
await app.close();
