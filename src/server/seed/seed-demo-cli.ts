import { buildApp } from '@/server/app';
import { openDatabase } from '@/server/db/client';
import { databaseConfigOf, loadEnv } from '@/server/env';
import { demoAccountsTable, seedDemoData } from './seed-demo';
import { seedMonitoringDemo } from './seed-monitoring-demo';

/** `npm run db:seed-demo`: loads the demo data into the configured database (migrating it first). */
const env = loadEnv();
const database = await openDatabase(databaseConfigOf(env));
const app = await buildApp({ env, database, logger: { level: 'warn' } });
try {
  await database.migrate();
  const seeded = await seedDemoData(app.services);
  if (seeded) await seedMonitoringDemo(app.services.db);
  process.stdout.write(
    seeded ? `${demoAccountsTable()}\n` : 'Demo data is already there; nothing changed.\n',
  );
} finally {
  await app.close();
}
