// Bulk intake throughput: one batch of ROWS fresh devices (10,000 by default; `npx tsx bench/bulk-intake.ts 1000` for
// fewer) through the real server (its own process, embedded database unless BENCH_DATABASE_URL) against the
// device-history simulator (its own process) answering after 200 ms. Reports rows per second from the upload's 202
// to the batch's end, and the ratio to the search ceiling (BULK_INTAKE_SEARCHES_PER_SECOND, 10 unless set): the
// provider documents no rate of its own, so that ceiling is the limit the batch must reach and never pass.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { luhnCheckDigit } from '../src/domain/imei';

const ROWS = Number(process.argv[2] ?? 10_000);
const LATENCY_MS = 200;
const CEILING = Number(process.env.BULK_INTAKE_SEARCHES_PER_SECOND ?? 10);
const SIMULATOR_PORT = 4920;
const APP_PORT = 4921;
const credentials = { accountId: '4343', secretKey: randomBytes(16).toString('hex'), storeId: 1 };
const address = `http://127.0.0.1:${APP_PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'claimguard-bench-bulk-'));
const children: ChildProcess[] = [];

function start(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const isUp = await fetch(url).then(
      (r) => r.status < 500,
      () => false,
    );
    if (isUp) return;
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
start('src/server/main.ts', {
  NODE_ENV: 'production',
  PORT: String(APP_PORT),
  APP_URL: address,
  DATA_DIR: dataDir,
  ...(process.env.BENCH_DATABASE_URL
    ? { DATABASE_URL: process.env.BENCH_DATABASE_URL, SEED_DEMO_DATA: 'true' }
    : {}),
  AUTH_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
  MAIL_OUTBOX: 'true',
  JOB_POLL_SECONDS: '0.5',
  BULK_INTAKE_SEARCHES_PER_SECOND: String(CEILING),
  DEVICE_HISTORY_URL: simulatorUrl,
  DEVICE_HISTORY_ACCOUNT_ID: credentials.accountId,
  DEVICE_HISTORY_SECRET_KEY: credentials.secretKey,
  DEVICE_HISTORY_STORE_ID: String(credentials.storeId),
});

try {
  await waitFor(`${simulatorUrl}/`);
  await waitFor(`${address}/api/health`);
  const signIn = await fetch(`${address}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: address },
    body: JSON.stringify({ email: 'member@demo.test', password: 'demo-password' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const base = Date.now() % 1_000_000_000;
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const payload = `35${String(base + i).padStart(12, '0')}`;
    return `${payload}${luhnCheckDigit(payload)},Theft,BENCH-${i},no,`;
  });
  const file = ['imei,claim_type,reference,fnol,loss_date', ...rows].join('\n');

  const uploadStarted = performance.now();
  const upload = await fetch(`${address}/api/v1/bulk-intakes`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', origin: address, cookie },
    body: file,
  });
  if (upload.status !== 202) throw new Error(`upload answered ${upload.status}: ${await upload.text()}`);
  const uploadMs = performance.now() - uploadStarted;
  const { id } = (await upload.json()) as { id: string };
  const started = performance.now();
  let batch: { status: string; done: number; failed: number; total: number };
  for (;;) {
    const reply = await fetch(`${address}/api/v1/bulk-intakes/${id}`, { headers: { cookie } });
    batch = (await reply.json()) as typeof batch;
    if (batch.status === 'finished') break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const seconds = (performance.now() - started) / 1000;
  const perSecond = (batch.done + batch.failed) / seconds;
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded';
  process.stdout.write(
    [
      `Bulk intake (${database} database), ${ROWS} rows, simulator latency ${LATENCY_MS} ms, ceiling ${CEILING}/s`,
      `upload and validation (202) ${uploadMs.toFixed(0)} ms; worked in ${seconds.toFixed(1)} s: done ${batch.done}, failed ${batch.failed}`,
      `${perSecond.toFixed(2)} rows/s, ratio to the ceiling ${(perSecond / CEILING).toFixed(2)} (${os.cpus().length} cores shared by everything)`,
      '',
    ].join('\n'),
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
