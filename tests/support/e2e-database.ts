import { createDatabase, databaseUrlFor, dropDatabase } from './postgres-admin';

export interface E2eDatabase {
  /** Connection string of the fresh database, for the server's DATABASE_URL. */
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** The PostgreSQL server to create the run's database on, when the run should use PostgreSQL. */
export function postgresAdminUrl(): string | undefined {
  return process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}

/** Creates an empty database for this run (the server migrates and seeds it) next to the admin database. */
export async function createRunDatabase(adminUrl: string): Promise<E2eDatabase> {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const name = `claimguard_e2e_${stamp}_${process.pid}`;
  await createDatabase(adminUrl, name);
  return { url: databaseUrlFor(adminUrl, name), name, drop: () => dropDatabase(adminUrl, name) };
}
