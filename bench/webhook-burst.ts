// Webhook burst: 1,000 events raised one after another, each in a transaction of its own, for an organisation with
// one endpoint (a receiver on this machine answering 204 at once); the time until every one was delivered and the
// deliveries per second. Then what raising an event adds to the request that raises it: the p50/p95 time of
// `raiseWebhookEvent` inside the transaction, with no endpoint listening and with one. Target: p50 at most 1 ms.
// Run: npx tsx bench/webhook-burst.ts   (embedded database in memory; BENCH_DATABASE_URL=postgres://... for PostgreSQL)
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { count, eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { raiseWebhookEvent } from '../src/server/audit/raise-webhook-event';
import { openDatabase } from '../src/server/db/client';
import { organizations } from '../src/server/db/schema/organisations';
import { webhookDeliveries, webhookEndpoints } from '../src/server/db/schema/webhooks';
import { withTenant } from '../src/server/db/tenant';
import { loadEnv } from '../src/server/env';
import { sealWebhookSecret } from '../src/server/modules/webhooks/webhook-secret';
import { seedDemoData } from '../src/server/seed/seed-demo';

const BURST = 1_000;
const SAMPLES = 300;

let received = 0;
const ids = new Set<string>();
const receiver = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    received += 1;
    ids.add(String(request.headers['webhook-id']));
    response.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

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
const { services } = app;
const [organisations] = await services.db.select({ total: count() }).from(organizations);
if (!organisations?.total) await seedDemoData(services);
const [demo] = await services.db
  .select({ id: organizations.id })
  .from(organizations)
  .where(eq(organizations.domain, 'demo.test'));
if (!demo) throw new Error('no demo organisation');
const organisationId = demo.id;
// A run on a database an earlier run used starts without its endpoints.
await services.db.delete(webhookEndpoints).where(eq(webhookEndpoints.organizationId, organisationId));

const raise = (n: number) =>
  withTenant(services.db, organisationId, async (tx) => {
    const started = performance.now();
    await raiseWebhookEvent(services, tx, {
      organisationId,
      type: 'check.recorded',
      data: { checkId: `bench-${n}`, imei: '353328110000019', reference: `CLM-${n}` },
    });
    return performance.now() - started;
  });

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { p50: at(0.5).toFixed(3), p95: at(0.95).toFixed(3) };
}

async function timeRaises(label: string) {
  for (let n = 0; n < 30; n += 1) await raise(n);
  const times: number[] = [];
  for (let n = 0; n < SAMPLES; n += 1) times.push(await raise(n));
  const { p50, p95 } = percentiles(times);
  process.stdout.write(`raising an event, ${label}: p50 ${p50} ms, p95 ${p95} ms (${SAMPLES} samples)\n`);
}

// Workers are not started yet: only the raising is timed.
await timeRaises('no endpoint listening');
await services.db.insert(webhookEndpoints).values({
  organizationId: organisationId,
  url: receiverUrl,
  events: ['check.recorded'],
  secret: sealWebhookSecret(`whsec_${randomBytes(32).toString('base64')}`, env.AUTH_SECRET),
});
await timeRaises('one endpoint listening (a delivery row and a job)');
await services.db.delete(webhookDeliveries);
await services.db.execute(sql`delete from pgboss.job where name = 'webhook-delivery'`);

const burstStarted = performance.now();
for (let n = 0; n < BURST; n += 1) await raise(n);
const raisedMs = performance.now() - burstStarted;
const drainStarted = performance.now();
await app.ready();
// Drained: every delivery row says delivered (the receiver has had each one by then).
const deliveredRows = async () =>
  Number(
    (
      await services.db
        .select({ total: count() })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.status, 'delivered'))
    )[0]?.total ?? 0,
  );
while ((await deliveredRows()) < BURST) await delay(50);
const drainMs = performance.now() - drainStarted;
process.stdout.write(
  `burst: ${BURST} events raised in ${(raisedMs / 1000).toFixed(2)} s; all delivered ${(drainMs / 1000).toFixed(2)} s ` +
    `after the workers started (${Math.round(BURST / (drainMs / 1000))} deliveries/s); the receiver had ${received} ` +
    `requests with ${ids.size} distinct webhook-ids\n`,
);

await app.close();
receiver.close();
