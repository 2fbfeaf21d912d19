import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './client';

/** The NOLOGIN role organisation-scoped work runs as; row-level security binds it (migration 0010). */
export const TENANT_ROLE = 'claimguard_tenant';

/**
 * Runs `work` as the tenant role with the organisation set, in one transaction: row-level security then shows and
 * accepts only that organisation's rows, whatever a query forgets (decision record 007). Both settings are local to
 * the transaction and set in one statement (as PostgREST does), so a pooled connection goes back clean. Given a
 * transaction already open, that one becomes the tenant transaction instead of nesting a savepoint. A transaction is
 * one connection: `work` awaits its queries one after another (node-postgres only queues concurrent ones, and pg@9
 * refuses them); withTenantEach runs independent reads side by side.
 */
export async function withTenant<T>(
  db: Database | Transaction,
  organisationId: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  if (db instanceof PgTransaction) {
    await enterTenant(db, organisationId);
    return work(db);
  }
  return db.transaction(async (tx) => {
    await enterTenant(tx, organisationId);
    return work(tx);
  });
}

/**
 * Independent reads of one request, each in a tenant transaction of its own so that on PostgreSQL they run side by
 * side on two pooled connections (a transaction is one connection); the embedded database takes them in turn.
 */
export function withTenantEach<A, B>(
  db: Database,
  organisationId: string,
  first: (tx: Transaction) => Promise<A>,
  second: (tx: Transaction) => Promise<B>,
): Promise<[A, B]> {
  return Promise.all([withTenant(db, organisationId, first), withTenant(db, organisationId, second)]);
}

async function enterTenant(tx: Transaction, organisationId: string): Promise<void> {
  await tx.execute(
    sql`select set_config('app.organization_id', ${organisationId}, true), set_config('role', ${TENANT_ROLE}, true)`,
  );
}
