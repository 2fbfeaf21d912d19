import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export interface ServerProcess {
  url: string;
  logFile: string;
  /** Stops the server (SIGTERM) and says how it exited: 0 after a graceful stop. */
  stop(): Promise<number | null>;
}

interface StartServerOptions {
  cwd: string;
  logFile: string;
  /** Variables on top of the inherited environment; `undefined` removes one. */
  env: Record<string, string | undefined>;
  port: number;
  host: string;
  readyTimeoutMs?: number;
}

/** A free loopback port, found by letting the OS pick one and releasing it. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `src/server/main.ts` under tsx (one node process, so stopping it is one signal) and waits until
 * GET /api/health answers 200. Output goes to `logFile`; its tail is shown if the server dies or never gets ready.
 */
export async function startServer(options: StartServerOptions): Promise<ServerProcess> {
  const url = `http://${options.host}:${options.port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [name, value] of Object.entries(options.env)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const log = createWriteStream(options.logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: options.cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const stop = async () => {
    const code = await stopChild(child, exited);
    log.end();
    return code;
  };

  try {
    await waitForHealth(`${url}/api/health`, exited, options.readyTimeoutMs ?? 90_000);
  } catch (error) {
    await stop();
    const tail = readFileSync(options.logFile, 'utf8').split('\n').slice(-25).join('\n');
    throw new Error(`${(error as Error).message}\nServer log (${options.logFile}), last lines:\n${tail}`);
  }
  return { url, logFile: options.logFile, stop };
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LOOPBACK = '127.0.0.1';

/**
 * The real server in development on a free loopback port of its own, with `env` on top (its database, its secret,
 * whether it seeds): for the tests of how it starts and of its processes.
 */
export async function startDevelopmentServer(
  logFile: string,
  env: StartServerOptions['env'],
): Promise<ServerProcess> {
  const port = await freePort(LOOPBACK);
  return startServer({
    cwd: ROOT,
    host: LOOPBACK,
    port,
    logFile,
    env: {
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: LOOPBACK,
      APP_URL: `http://${LOOPBACK}:${port}`,
      ...env,
    },
  });
}

async function waitForHealth(healthUrl: string, exited: Promise<number | null>, timeoutMs: number) {
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`The server exited with code ${exitCode} before it was ready.`);
    try {
      const response = await fetch(healthUrl, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer 200 on ${healthUrl} within ${timeoutMs / 1000} s.`);
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const code = await exited;
  clearTimeout(timer);
  return code;
}
