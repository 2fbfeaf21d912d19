// Monitoring scheduler: 100,000 watched devices of one organisation, all due, scheduled for one interval (every due
// device's slot claimed within the budget and one search job queued per slot, as "Run monitoring now" does) — target
// ≤ 10 s; then the scheduler's own database cost per tick: a tick that queues its share of the month's budget, and a
// tick with nothing due. Searches are not worked (no provider is called).
// Run: npm run bench:monitoring   (embedded database in memory; BENCH_DATABASE_URL=postgres://... for PostgreSQL,
// a database of its own: it migrates it, adds the demo data and replaces the demo organisation's watches)
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { organizations } from '../src/server/db/schema/organisations';
import { withTenant } from '../src/server/db/tenant';
import { loadEnv } from '../src/server/env';
import { claimSlots } from '../src/server/modules/monitoring/claim-slots';
import { runMonitoringTick } from '../src/server/modules/monitoring/run-monitoring-tick';
import { seedDemoData } from '../src/server/seed/seed-demo';

const say = (line: string) => process.stdout.write(`${line}\n`);
const DEVICES = Number(process.argv[2] ?? 100_000);
const TICKS = 20;

const databaseUrl = process.env.BENCH_DATABASE_URL;
const env = loadEnv({
  NODE_ENV: 'development',
  DATA_DIR: '/tmp',
  AUTH_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
await database.migrate();
const app = await buildApp({ env, database, logger: { level: 'warn' } });
const { db } = app.services;
const demoId = async () =>
  (
    await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.domain, 'demo.test'))
  )[0]?.id;
if (!(await demoId())) await seedDemoData(app.services);
const organisationId = (await demoId()) as string;

// A run on a database an earlier run used starts from no watches, searches or queued searches.
await db.execute(sql`delete from settled_claims where organization_id = ${organisationId}`);
await db.execute(sql`delete from pgboss.job where name = 'monitoring-search'`);
await db
  .update(organizations)
  .set({ monitoringMonthlyBudget: 1_000_000 })
  .where(eq(organizations.id, organisationId));
const seeding = performance.now();
await db.execute(sql`
  with settled as (
    insert into settled_claims (organization_id, imei, imei_key, device_make, device_model, claim_reference, settled_at)
    select ${organisationId}, imei, substr(imei, 1, 14), 'APPLE', 'IPHONE 7', 'BENCH-' || n, now() - interval '7 days'
    from (select n, '35' || lpad(n::text, 12, '0') || '0' as imei from generate_series(1, ${DEVICES}) n) devices
    returning id, imei, imei_key, claim_reference, settled_at
  )
  insert into watched_devices (organization_id, settled_claim_id, role, imei, imei_key, device_make, device_model,
    claim_reference, settled_at, baseline, watch_until, next_due_at)
  select ${organisationId}, id, 'claimed', imei, imei_key, 'APPLE', 'IPHONE 7', claim_reference, settled_at,
    '{"isBlocked":false,"lockStatus":"notactivated","foundRecords":0,"claims":[],"earlierSearches":0,"certificate":"green"}',
    settled_at + interval '90 days', settled_at + interval '7 days' - (random() * interval '1 hour')
  from settled`);
say(
  `seeded ${DEVICES.toLocaleString('en-US')} watched devices in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
);

// A tick queuing its share, then ticks with nothing due for this organisation.
const now = new Date();
let started = performance.now();
const share = await runMonitoringTick(app.services, now);
const tickMs = performance.now() - started;

started = performance.now();
const { queued } = await withTenant(db, organisationId, (tx) =>
  claimSlots(tx, { organisationId, runId: randomUUID(), now: new Date(), spread: false }),
);
const intervalMs = performance.now() - started;
const jobs = await db.execute(
  sql`select count(*)::int as n from pgboss.job where name = 'monitoring-search'`,
);

const idle: number[] = [];
for (let n = 0; n < TICKS; n += 1) {
  started = performance.now();
  await runMonitoringTick(app.services);
  idle.push(performance.now() - started);
}
idle.sort((a, b) => a - b);

say(`database: ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}`);
say(`one tick queuing its share (${share} searches): ${tickMs.toFixed(1)} ms`);
say(
  `one interval: ${(queued + share).toLocaleString('en-US')} slots claimed and ${(jobs as unknown as { rows: { n: number }[] }).rows[0]?.n.toLocaleString('en-US')} jobs queued; the rest in ${(intervalMs / 1000).toFixed(2)} s (target ≤ 10 s)`,
);
say(
  `a tick with nothing due: p50 ${idle[Math.floor(TICKS / 2)]?.toFixed(1)} ms, max ${idle.at(-1)?.toFixed(1)} ms`,
);
await app.close();
