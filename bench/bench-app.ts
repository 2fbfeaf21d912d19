import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { databaseConfigOf, loadEnv } from '../src/server/env';
import { DEMO_PASSWORD } from '../src/server/seed/demo-data';
import { seedDemoData } from '../src/server/seed/seed-demo';

/**
 * A benchmark's own production server, not yet listening: the settings of `npm start` in production (workers off, mail
 * kept in the outbox), its database migrated and seeded with the demo organisations. A PostgreSQL database
 * (`databaseUrl`) is emptied first, so it must be one of the benchmark's own; without one, the embedded database in
 * `dataDir`.
 */
export async function openBenchApp(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  appUrl: string;
}) {
  const env = loadEnv({
    ...process.env,
    NODE_ENV: 'production',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    DATA_DIR: options.dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    APP_URL: options.appUrl,
    LOG_LEVEL: 'warn',
    JOB_WORKERS: 'false',
    MAIL_OUTBOX: 'true',
  });
  const database = await openDatabase(databaseConfigOf(env));
  if (options.databaseUrl) {
    await database.db.execute(
      sql`drop schema if exists public cascade; drop schema if exists pgboss cascade; drop schema if exists drizzle cascade; create schema public`,
    );
  }
  await database.migrate();
  const app = await buildApp({ env, database, logger: { level: 'warn' } });
  await seedDemoData(app.services);
  return { env, database, app };
}

/** Signs a demo account in to the benchmark's listening server at `appUrl`; the session cookie to send. */
export async function signInToBenchApp(appUrl: string, email: string): Promise<string> {
  const signIn = await fetch(`${appUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}
