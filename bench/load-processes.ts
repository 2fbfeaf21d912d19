import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, openSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORTS = { app: 4941, deviceHistory: 4942, carrier: 4943 };

export interface LoadProcesses {
  address: string;
  server: ChildProcess;
  logFile: string;
  stop(): Promise<void>;
}

/** Like `npm start`: builds the web app when dist/web is missing, so the server runs as in production. */
export function buildWebIfMissing(log: (line: string) => void): void {
  if (existsSync(`${root}/dist/web/index.html`)) return;
  log('building the web app (dist/web is missing)');
  const build = spawnSync(
    process.execPath,
    [`${root}/node_modules/vite/bin/vite.js`, 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('the web build failed');
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: its process exited with ${child.exitCode}`);
    const isUp = await fetch(url).then(
      (r) => r.status < 500,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

const exited = (child: ChildProcess, ms: number) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(resolve, ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * The device-history and carrier simulators and the production server, each its own process on loopback. The
 * server (one process unless asked for more) runs with --expose-gc and the memory probe (IPC only), its log goes to
 * a file, and the rate limits are multiplied far past what 200 users on one address can reach.
 */
export async function startLoadProcesses(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  simulatorLatencyMs: number;
  profileDir: string | undefined;
  /** Server processes (WEB_CONCURRENCY); the memory probe of bench:load reads one, so it runs one. */
  processes?: number;
}): Promise<LoadProcesses> {
  const children: ChildProcess[] = [];
  const logFile = `/tmp/claimguard-load-${Date.now()}.log`;
  const log = openSync(logFile, 'a');
  const credentials = { accountId: '4242', secretKey: randomBytes(16).toString('hex'), storeId: '1' };
  const carrierToken = randomBytes(16).toString('hex');
  const address = `http://127.0.0.1:${PORTS.app}`;
  const baseEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' };
  delete baseEnv.DATABASE_URL;
  const start = (script: string, env: NodeJS.ProcessEnv, nodeArgs: string[] = [], preload: string[] = []) => {
    const imports = ['tsx', ...preload].flatMap((module) => ['--import', module]);
    const child = spawn(process.execPath, [...nodeArgs, ...imports, script], {
      cwd: root,
      env: { ...baseEnv, ...env },
      stdio: ['ignore', log, log, 'ipc'],
    });
    children.push(child);
    return child;
  };

  const deviceHistory = start('simulators/device-history/main.ts', {
    DEVICE_HISTORY_SIMULATOR_PORT: String(PORTS.deviceHistory),
    DEVICE_HISTORY_SIMULATOR_LATENCY_MS: String(options.simulatorLatencyMs),
    DEVICE_HISTORY_ACCOUNT_ID: credentials.accountId,
    DEVICE_HISTORY_SECRET_KEY: credentials.secretKey,
  });
  const carrier = start('simulators/carrier/main.ts', {
    CARRIER_SIMULATOR_PORT: String(PORTS.carrier),
    CARRIER_CHECK_TOKEN: carrierToken,
  });
  const probe = pathToFileURL(`${root}/bench/load-memory-probe.ts`).href;
  const profile = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [];
  const server = start(
    'src/server/main.ts',
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORTS.app),
      APP_URL: address,
      DATA_DIR: options.dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO_DATA: 'false',
      WEB_CONCURRENCY: String(options.processes ?? 1),
      RATE_LIMIT_MULTIPLIER: '10000',
      // No mail is measured: production keeps any in the outbox rather than refusing to start without SMTP.
      MAIL_OUTBOX: 'true',
      DEVICE_HISTORY_URL: `http://127.0.0.1:${PORTS.deviceHistory}`,
      DEVICE_HISTORY_ACCOUNT_ID: credentials.accountId,
      DEVICE_HISTORY_SECRET_KEY: credentials.secretKey,
      DEVICE_HISTORY_STORE_ID: credentials.storeId,
      CARRIER_CHECK_URL: `http://127.0.0.1:${PORTS.carrier}`,
      CARRIER_CHECK_TOKEN: carrierToken,
    },
    ['--expose-gc', ...profile],
    [probe],
  );

  const stop = async () => {
    // The server first, and wait for it: on the embedded database it closes (flushes) the data folder.
    // One SIGTERM only: the server stops gracefully on the first, and a second would end it at once.
    server.kill('SIGTERM');
    await exited(server, 15_000);
    for (const child of children) if (child !== server) child.kill('SIGTERM');
    await Promise.all(children.map((child) => exited(child, 5_000)));
  };
  try {
    await waitFor(`http://127.0.0.1:${PORTS.deviceHistory}/`, deviceHistory);
    await waitFor(`http://127.0.0.1:${PORTS.carrier}/`, carrier);
    await waitFor(`${address}/api/health`, server);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message} (log: ${logFile})`);
  }
  return { address, server, logFile, stop };
}
