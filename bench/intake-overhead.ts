// Intake overhead: 25 concurrent intakes against the device-history simulator answering after 200 ms, compared
// with the same 25 searches sent straight to the simulator through the same HTTP client.
// Run: npm run bench:intake   (embedded database; DATABASE_URL=postgres://... to measure on PostgreSQL)
import { randomBytes } from 'node:crypto';
import { startDeviceHistorySimulator } from '../simulators/device-history/start-device-history-simulator';
import { luhnCheckDigit } from '../src/domain/imei';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { seedDemoData } from '../src/server/db/seed/seed-demo';
import { loadEnv } from '../src/server/env';
import { createDeviceHistoryClient } from '../src/server/providers/device-history/http-client';

const CONCURRENCY = 25;
const ROUNDS = 8;
const LATENCY_MS = 200;

const credentials = { accountId: '4242', secretKey: randomBytes(16).toString('hex'), storeId: 1 };
const simulator = await startDeviceHistorySimulator({ port: 0, credentials, latencyMs: LATENCY_MS });
const provider = createDeviceHistoryClient({
  baseUrl: simulator.url,
  credentials,
  timeoutMs: 5_000,
  retries: 0,
});

const env = loadEnv({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: 'memory://',
  AUTH_SECRET: randomBytes(32).toString('hex'),
  APP_URL: 'http://127.0.0.1',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MULTIPLIER: '1000',
});
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: 'memory://' });
const app = await buildApp({ env, database, deviceHistory: provider, logger: false });
await database.migrate();
await seedDemoData(app.services);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const origin = 'http://127.0.0.1';

const signIn = await fetch(`${address}/api/auth/sign-in`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify({ email: 'member@demo.test', password: 'demo-password' }),
});
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');

let serial = Date.now() % 1_000_000;
function freshImei(): string {
  serial += 1;
  const payload = `35${String(serial).padStart(12, '0')}`;
  return `${payload}${luhnCheckDigit(payload)}`;
}

async function timed(run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function intake(): Promise<void> {
  const response = await fetch(`${address}/api/v1/checks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({
      imei: freshImei(),
      reference: '',
      claimType: 'Theft',
      fnol: false,
      lossDate: null,
    }),
  });
  if (response.status !== 201)
    throw new Error(`intake answered ${response.status}: ${await response.text()}`);
}

async function measure(label: string, run: () => Promise<void>) {
  await Promise.all(Array.from({ length: CONCURRENCY }, run)); // warm-up round
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    samples.push(...(await Promise.all(Array.from({ length: CONCURRENCY }, () => timed(run)))));
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { label, n: samples.length, p50: at(0.5), p95: at(0.95) };
}

const direct = await measure('simulator through the HTTP client', async () => {
  await provider.search(freshImei());
});
const full = await measure('POST /api/v1/checks end to end', intake);

const rows = [direct, full].map((r) => `| ${r.label} | ${r.n} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |`);
process.stdout.write(
  [
    `Intake overhead on the ${database.kind} database, ${CONCURRENCY} concurrent, simulator latency ${LATENCY_MS} ms`,
    '| measurement | requests | p50 ms | p95 ms |',
    '| --- | --- | --- | --- |',
    ...rows,
    `ratio p50 ${(full.p50 / direct.p50).toFixed(2)}, p95 ${(full.p95 / direct.p95).toFixed(2)} (target ≤ 1.1)`,
    '',
  ].join('\n'),
);
await app.close();
await simulator.close();
