import { randomBytes } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { users } from '../src/server/db/schema/auth';
import { organizations } from '../src/server/db/schema/organisations';
import { databaseConfigOf, loadEnv } from '../src/server/env';
import { DEMO_PASSWORD } from '../src/server/seed/demo-data';
import { seedDemoData } from '../src/server/seed/seed-demo';
import { seedVolume } from '../src/server/seed/seed-volume';
import { makeUser } from '../tests/fixtures/make-user';

export interface LoadUser {
  email: string;
  password: string;
}

export const LOAD_ORGANISATION_DOMAIN = 'demo.test';
const loadEmail = (n: number) => `load-${String(n).padStart(4, '0')}@${LOAD_ORGANISATION_DOMAIN}`;

/**
 * Before the server starts (on the embedded database one process owns the data folder): migrates, loads the demo
 * data, tops Demo Insurance up to `checks` checks and adds the load users that are missing, as claims processors
 * (organization_member) of Demo Insurance. Users are made by the factory the server tests use: the product's own
 * tables and better-auth's password hasher, one hash shared by all, so 200 users cost one hash instead of 200
 * invitation round trips (invite, read the mail, accept with a password: each acceptance hashes again). They still
 * sign in over HTTP through the product's sign-in route, so their sessions are real.
 */
export async function prepareLoadData(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  checks: number;
  users: number;
  log: (line: string) => void;
}): Promise<LoadUser[]> {
  const env = loadEnv({
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase(databaseConfigOf(env));
  const app = await buildApp({ env, database, logger: { level: 'warn' } });
  try {
    await database.migrate();
    await seedDemoData(app.services);
    const { added } = await seedVolume(database.db, {
      organisationDomain: LOAD_ORGANISATION_DOMAIN,
      checks: options.checks,
      onProgress: (done, total) => process.stdout.write(`\rseeding ${done} of ${total} checks`),
    });
    if (added) process.stdout.write('\n');

    const [organisation] = await database.db
      .select({ id: organizations.id, domain: organizations.domain })
      .from(organizations)
      .where(eq(organizations.domain, LOAD_ORGANISATION_DOMAIN));
    if (!organisation) throw new Error(`no organisation with domain ${LOAD_ORGANISATION_DOMAIN}`);
    const existing = new Set(
      (
        await database.db
          .select({ email: users.email })
          .from(users)
          .where(like(users.email, `load-%@${LOAD_ORGANISATION_DOMAIN}`))
      ).map((row) => row.email),
    );
    const wanted = Array.from({ length: options.users }, (_, n) => loadEmail(n + 1));
    const missing = wanted.filter((email) => !existing.has(email));
    for (const [n, email] of missing.entries()) {
      await makeUser(app.services, {
        email,
        organisation,
        role: 'organization_member',
        firstName: 'Load',
        lastName: `User ${email.slice(5, 9)}`,
        title: 'Claims Processor',
      });
      if ((n + 1) % 50 === 0 || n + 1 === missing.length)
        process.stdout.write(`\rcreating users: ${n + 1} of ${missing.length}`);
    }
    if (missing.length) process.stdout.write('\n');
    if (added || missing.length) await database.db.execute(sql`analyze`);
    options.log(
      `data: ${options.checks.toLocaleString('en')}+ checks in Demo Insurance (${added} added), ` +
        `${options.users} load users (${missing.length} created)`,
    );
    return wanted.map((email) => ({ email, password: DEMO_PASSWORD }));
  } finally {
    await app.close();
  }
}
