import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

// The database's types, apart from client.ts (which opens it), so that what client.ts imports can name them without
// importing it back.

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The `tx` a Drizzle transaction callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Plain SQL with $n parameters on the database's own connection(s): what the job queue talks through. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
