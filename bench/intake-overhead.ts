// Intake overhead: 25 concurrent intakes through the real server (its own process) against the device-history
// simulator (its own process) answering after 200 ms, compared with the same searches sent straight to the
// simulator through the app's HTTP client. Target: end-to-end p50 at most 1.1 times the simulator's own.
// Run: npm run bench:intake   (embedded database; BENCH_DATABASE_URL=postgres://... to measure on PostgreSQL)
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { luhnCheckDigit } from '../src/domain/imei';
import { createDeviceHistoryClient } from '../src/server/providers/device-history/http-client';
import { treeCpuMs } from './process-cpu';

const CONCURRENCY = 25;
const ROUNDS = 8;
const LATENCY_MS = 200;
const SIMULATOR_PORT = 4910;
const APP_PORT = 4911;
const credentials = { accountId: '4242', secretKey: randomBytes(16).toString('hex'), storeId: 1 };
const address = `http://127.0.0.1:${APP_PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'claimguard-bench-'));
const children: ChildProcess[] = [];

// BENCH_PROFILE=1 writes a CPU profile of the server to /tmp/claimguard-profile.
const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/claimguard-profile'] : [];

function start(script: string, env: Record<string, string>, nodeArgs: string[] = []): ChildProcess {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (
      await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

start('simulators/device-history/main.ts', {
  DEVICE_HISTORY_SIMULATOR_PORT: String(SIMULATOR_PORT),
  DEVICE_HISTORY_SIMULATOR_LATENCY_MS: String(LATENCY_MS),
  DEVICE_HISTORY_ACCOUNT_ID: credentials.accountId,
  DEVICE_HISTORY_SECRET_KEY: credentials.secretKey,
});
const simulatorUrl = `http://127.0.0.1:${SIMULATOR_PORT}`;
const server = start(
  'src/server/main.ts',
  {
    NODE_ENV: 'production',
    PORT: String(APP_PORT),
    APP_URL: address,
    DATA_DIR: dataDir,
    ...(process.env.BENCH_DATABASE_URL
      ? { DATABASE_URL: process.env.BENCH_DATABASE_URL, SEED_DEMO_DATA: 'true' }
      : {}),
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MULTIPLIER: '1000',
    // No mail is measured: production keeps any in the outbox rather than refusing to start without SMTP.
    MAIL_OUTBOX: 'true',
    DEVICE_HISTORY_URL: simulatorUrl,
    DEVICE_HISTORY_ACCOUNT_ID: credentials.accountId,
    DEVICE_HISTORY_SECRET_KEY: credentials.secretKey,
    DEVICE_HISTORY_STORE_ID: String(credentials.storeId),
    DEVICE_HISTORY_TIMEOUT_MS: '5000',
  },
  profile,
);

try {
  await waitFor(`${simulatorUrl}/`);
  await waitFor(`${address}/api/health`);
  const provider = createDeviceHistoryClient({
    baseUrl: simulatorUrl,
    credentials,
    timeoutMs: 5_000,
    retries: 0,
  });
  const signIn = await fetch(`${address}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: address },
    body: JSON.stringify({ email: 'member@demo.test', password: 'demo-password' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  let serial = Date.now() % 1_000_000_000;
  const freshImei = () => {
    serial += 1;
    const payload = `35${String(serial).padStart(12, '0')}`;
    return `${payload}${luhnCheckDigit(payload)}`;
  };
  const intake = async () => {
    const response = await fetch(`${address}/api/v1/checks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: address, cookie },
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
  };
  const search = async () => {
    await provider.search({ imei: freshImei() });
  };

  const measure = async (label: string, run: () => Promise<void>) => {
    await Promise.all(Array.from({ length: CONCURRENCY }, run)); // warm-up round
    const samples: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const timed = async () => {
        const started = performance.now();
        await run();
        return performance.now() - started;
      };
      samples.push(...(await Promise.all(Array.from({ length: CONCURRENCY }, timed))));
    }
    samples.sort((a, b) => a - b);
    const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
    return { label, n: samples.length, p50: at(0.5), p95: at(0.95) };
  };

  const direct = await measure('simulator through the HTTP client', search);
  const cpuBefore = treeCpuMs(server.pid as number);
  const full = await measure('POST /api/v1/checks end to end', intake);
  const serverCpuPerIntake = (treeCpuMs(server.pid as number) - cpuBefore) / ((ROUNDS + 1) * CONCURRENCY);
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded';
  const rows = [direct, full].map(
    (r) => `| ${r.label} | ${r.n} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |`,
  );
  process.stdout.write(
    [
      `Intake overhead (${database} database), ${CONCURRENCY} concurrent, simulator latency ${LATENCY_MS} ms`,
      '| measurement | requests | p50 ms | p95 ms |',
      '| --- | --- | --- | --- |',
      ...rows,
      `ratio p50 ${(full.p50 / direct.p50).toFixed(2)}, p95 ${(full.p95 / direct.p95).toFixed(2)} (target ≤ 1.1)`,
      `server CPU per intake ${serverCpuPerIntake.toFixed(1)} ms (${os.cpus().length} cores shared by load generator, simulator, server and database)`,
      '',
    ].join('\n'),
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
