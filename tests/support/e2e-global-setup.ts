import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { chromiumPath } from './e2e-chromium';
import { createRunDatabase, type E2eDatabase, postgresAdminUrl } from './e2e-database';
import { E2E_CONTACT_TO, E2E_ENV } from './e2e-env';
import { freePort, type ServerProcess, startServer } from './e2e-server';
import { type MailCatcher, startMailCatcher } from './mail-catcher';

const HOST = '127.0.0.1';

/** Stops the run with one line and no stack trace: these are set-up problems, not test failures. */
function halt(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

/**
 * Starts a mail catcher and the built app on free loopback ports, on a fresh embedded database (or a fresh
 * PostgreSQL database when E2E_DATABASE_URL / TEST_DATABASE_URL is set), and returns the teardown.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  if (!existsSync(chromiumPath())) {
    halt('Chromium not found: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.');
  }
  const root = config.configFile ? path.dirname(config.configFile) : process.cwd();
  if (!existsSync(path.join(root, 'dist/web/index.html'))) {
    halt('The web app is not built (dist/web/index.html is missing): run `npm run build` first.');
  }

  const runDir = mkdtempSync(path.join(tmpdir(), 'claimguard-e2e-'));
  let catcher: MailCatcher | undefined;
  let database: E2eDatabase | undefined;
  let server: ServerProcess | undefined;

  const teardown = async () => {
    await server?.stop().catch(() => {});
    await catcher?.close().catch(() => {});
    await database?.drop().catch((error: Error) => {
      process.stderr.write(`Could not drop e2e database ${database?.name}: ${error.message}\n`);
    });
    // The database folder goes; server.log and run.json stay for a look after a failed run.
    rmSync(path.join(runDir, 'data'), { recursive: true, force: true });
  };

  try {
    catcher = await startMailCatcher({ host: HOST, smtpPort: 0, httpPort: 0 });
    const adminUrl = postgresAdminUrl();
    if (adminUrl) {
      database = await createRunDatabase(adminUrl).catch((error: Error) => {
        halt(
          `Could not create the e2e database on ${new URL(adminUrl).host} (E2E_DATABASE_URL / TEST_DATABASE_URL): ${error.message}`,
        );
      });
    }
    const port = await freePort(HOST);
    const appUrl = `http://${HOST}:${port}`;
    server = await startServer({
      cwd: root,
      host: HOST,
      port,
      logFile: path.join(runDir, 'server.log'),
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST,
        APP_URL: appUrl,
        DATA_DIR: path.join(runDir, 'data'),
        DATABASE_URL: database?.url,
        SEED_DEMO_DATA: database ? 'true' : undefined,
        AUTH_SECRET: database ? randomBytes(32).toString('base64url') : undefined,
        SMTP_URL: catcher.smtpUrl,
        MAIL_FROM: 'ClaimGuard E2E <no-reply@claimguard-e2e.test>',
        CONTACT_TO: E2E_CONTACT_TO,
        // Every sign-in of the run comes from one IP.
        RATE_LIMIT_MULTIPLIER: '50',
        // Specs search the simulator's failure scenarios on purpose; a pause would break the specs that follow.
        DEVICE_HISTORY_BREAKER_THRESHOLD: '100',
        CARRIER_CHECK_BREAKER_THRESHOLD: '100',
        TRUST_PROXY: 'false',
        // Registry submissions of settled claims are sent within a second, while a spec looks at them.
        JOB_POLL_SECONDS: '0.5',
        // The webhook spec's receiver runs on this machine, which production refuses to send to.
        WEBHOOK_ALLOW_LOOPBACK: 'true',
        LOG_LEVEL: 'info',
        // One process: the built-in simulators keep each scenario's searches per process (a re-check that finds
        // changes counts the searches before it). Two processes are tested in src/server/cluster.test.ts.
        WEB_CONCURRENCY: '1',
      },
    });

    const run = {
      baseUrl: server.url,
      mailApiUrl: catcher.apiUrl,
      contactTo: E2E_CONTACT_TO,
      database: database ? `postgres (${database.name})` : 'embedded',
      serverLog: server.logFile,
    };
    const runFile = path.join(runDir, 'run.json');
    writeFileSync(runFile, JSON.stringify(run, null, 2));
    process.env[E2E_ENV.baseUrl] = run.baseUrl;
    process.env[E2E_ENV.mailApiUrl] = run.mailApiUrl;
    process.env[E2E_ENV.contactTo] = run.contactTo;
    process.env[E2E_ENV.runFile] = runFile;
    process.stdout.write(
      `e2e: app ${run.baseUrl} on the ${run.database} database, mail ${catcher.smtpUrl}, log ${run.serverLog}\n`,
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
