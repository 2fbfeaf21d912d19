import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { buildApp } from '@/server/app';
import { openDatabase } from '@/server/db/client';
import { databaseConfigOf, loadEnv } from '@/server/env';
import { seedDemoData } from './seed-demo';
import { seedVolume } from './seed-volume';

/**
 * `npm run db:seed-volume -- --checks N --org DOMAIN`: tops the organisation up to N checks (plus proportional
 * settled, denied, replacement and re-check rows) in the configured database, migrating it and loading the demo
 * data first when it is new. On the embedded database, stop the app first (one process owns DATA_DIR).
 */
const { values } = parseArgs({
  options: { checks: { type: 'string', default: '100000' }, org: { type: 'string', default: 'demo.test' } },
});
const checks = Number(values.checks);
if (!Number.isInteger(checks) || checks < 0) throw new Error('--checks takes a whole number');

// Seeding signs nobody in, so on PostgreSQL it needs no lasting AUTH_SECRET (the app requires one with DATABASE_URL).
process.env.AUTH_SECRET ??= randomBytes(32).toString('hex');
const env = loadEnv();
const database = await openDatabase(databaseConfigOf(env));
const app = await buildApp({ env, database, logger: { level: 'warn' } });
try {
  await database.migrate();
  await seedDemoData(app.services);
  const started = performance.now();
  const { added } = await seedVolume(database.db, {
    organisationDomain: values.org,
    checks,
    onProgress: (done, total) => process.stdout.write(`\r${done} of ${total} checks`),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`\n${values.org}: ${added} checks added in ${seconds} s (now ${checks} or more)\n`);
} finally {
  await app.close();
}
