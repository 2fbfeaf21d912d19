import { count } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/db/client';
import { organizations } from '@/server/db/schema/organisations';
import type { Services } from '@/server/services';
import { demoAccountsTable, seedDemoData } from './seed-demo';
import { seedMonitoringDemo } from './seed-monitoring-demo';

/**
 * Demo data goes into a fresh embedded database (so `npm start` is ready to try), or anywhere SEED_DEMO_DATA=true;
 * never into a PostgreSQL database unless asked, and never twice.
 */
export async function seedDemoDataIfDue(services: Services, kind: DatabaseHandle['kind']): Promise<void> {
  const wanted = services.env.SEED_DEMO_DATA;
  if (wanted === false) return;
  if (wanted === undefined && kind !== 'embedded') return;
  const [row] = await services.db.select({ total: count() }).from(organizations);
  const isFresh = (row?.total ?? 0) === 0;
  if (wanted === undefined && !isFresh) return;
  if (await seedDemoData(services)) await seedMonitoringDemo(services.db);
  process.stdout.write(`\n${demoAccountsTable()}\n\n`);
}
