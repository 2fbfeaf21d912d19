// npm run bench: list, search and dashboard timings through the app against the same queries as bare SQL, at volume
// (PostgreSQL with DATABASE_URL, 1M checks by default; else the embedded database in bench/.data, 100k checks),
// then the intake overhead benchmark and the first-visit JavaScript per route. Writes bench/results.json.
// Options: --checks N (default 1000000 on PostgreSQL, 100000 embedded), --skip-intake, --only TEXT (the measurements
// whose name contains TEXT, e.g. Dashboard).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { databaseConfigOf, loadEnv } from '../src/server/env';
import { seedDemoData } from '../src/server/seed/seed-demo';
import { seedVolume } from '../src/server/seed/seed-volume';
import { firstVisitJs, firstVisitTable } from './first-visit-js';
import { type Timing, time } from './measure';
import { volumeCases } from './volume-cases';

const { values } = parseArgs({
  options: {
    checks: { type: 'string' },
    'skip-intake': { type: 'boolean', default: false },
    only: { type: 'string', default: '' },
  },
});
const onPostgres = Boolean(process.env.DATABASE_URL);
const checks = Number(values.checks ?? (onPostgres ? 1_000_000 : 100_000));
process.env.DATA_DIR ??= 'bench/.data';
process.env.LOG_LEVEL ??= 'warn';
process.env.RATE_LIMIT_MULTIPLIER ??= '1000';
// Sessions of this process only: a bench database needs no lasting secret (the app requires one with DATABASE_URL).
process.env.AUTH_SECRET ??= randomBytes(32).toString('hex');

const env = loadEnv();
const database = await openDatabase(databaseConfigOf(env));
const app = await buildApp({ env, database, logger: { level: 'warn' } });
const out = (line: string) => process.stdout.write(`${line}\n`);
try {
  await database.migrate();
  await seedDemoData(app.services);
  const { added } = await seedVolume(database.db, {
    organisationDomain: 'demo.test',
    checks,
    onProgress: (done, total) => process.stdout.write(`\rseeding ${done} of ${total} checks`),
  });
  if (added) out('');
  // Each seeding batch rewrites every tally row (a day's rows included), leaving ten times their size in dead
  // versions; a live database only rewrites today's rows, so its tallies stay about their live size. Compacted here,
  // the bench measures that steady state.
  await database.db.execute(
    sql`vacuum full organization_tallies, organization_daily_tallies, organization_weekly_tallies`,
  );
  await database.db.execute(sql`analyze`);

  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { origin: env.APP_URL },
    payload: { email: 'member@demo.test', password: 'demo-password' },
  });
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const results: Array<{ name: string; api: Timing; sql: Timing; ratio: number }> = [];
  const cases = (await volumeCases(database.db)).filter((bench) => bench.name.includes(values.only));
  for (const bench of cases) {
    const api = await time(async () => {
      const response = await app.inject({ method: 'GET', url: bench.url, headers: { cookie } });
      if (response.statusCode !== 200) throw new Error(`${bench.url} answered ${response.statusCode}`);
    });
    const bare = await time(() => Promise.all(bench.sql.map((query) => database.db.execute(sql.raw(query)))));
    results.push({ name: bench.name, api, sql: bare, ratio: api.p50 / bare.p50 });
  }

  const intake = values['skip-intake'] ? null : runIntakeBenchmark();
  const js = existsSync('dist/web/.vite/manifest.json') ? firstVisitJs('dist/web') : [];
  const machine = {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  };
  const label = `${onPostgres ? 'PostgreSQL' : 'embedded PGlite'}, ${checks.toLocaleString('en')} checks`;
  out(`\nQueries through the app (in-process, signed in) against the same SQL bare: ${label}`);
  out('| measurement | app p50 ms | app p95 ms | SQL p50 ms | SQL p95 ms | ratio p50 |');
  out('| --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    const ms = (value: number) => value.toFixed(1);
    out(
      `| ${r.name} | ${ms(r.api.p50)} | ${ms(r.api.p95)} | ${ms(r.sql.p50)} | ${ms(r.sql.p95)} | ${r.ratio.toFixed(2)} |`,
    );
  }
  if (intake) out(`\n${intake}`);
  if (js.length) {
    out('\nFirst-visit JavaScript (gzip) per route');
    for (const line of firstVisitTable(js)) out(line);
  } else out('\n(no build in dist/web: run `npx vite build` for the first-visit JavaScript figures)');
  writeFileSync(
    'bench/results.json',
    `${JSON.stringify({ takenAt: new Date().toISOString(), machine, database: label, results, intake, firstVisitJs: js }, null, 2)}\n`,
  );
  out('\nwritten to bench/results.json');
} finally {
  await app.close();
}

/** The intake overhead benchmark (its own server and simulator processes), its table as printed. */
function runIntakeBenchmark(): string {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/intake-overhead.ts'], {
    env: { ...process.env, ...(onPostgres ? { BENCH_DATABASE_URL: process.env.DATABASE_URL } : {}) },
    encoding: 'utf8',
  });
  if (run.status !== 0) return `intake overhead benchmark failed: ${run.stderr}`;
  return run.stdout.trim();
}
