import { sql } from 'drizzle-orm';
import { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database, Transaction } from './database-types';
import { forgetSearchCounts } from './short-search-counts';

/** The NOLOGIN role organisation-scoped work runs as; row-level security binds it (migration 0010). */
export const TENANT_ROLE = 'claimguard_tenant';

declare const tenantScope: unique symbol;
/**
 * A transaction that runs as the tenant role with the organisation set: only withTenant makes one. Every query of
 * organisation-scoped tables takes it, so handing such a query the owner database (which row-level security does
 * not bind) or a transaction outside withTenant does not compile.
 */
export type TenantTx = Transaction & { readonly [tenantScope]: true };

/**
 * Runs `work` as the tenant role with the organisation set, in one transaction: row-level security then shows and
 * accepts only that organisation's rows, whatever a query forgets (decision record 007). The settings are local to
 * the transaction and set in one statement (as PostgREST does), so a pooled connection goes back clean. Given a
 * transaction already open, that one becomes the tenant transaction instead of nesting a savepoint. A transaction is
 * one connection: `work` awaits its queries one after another (node-postgres only queues concurrent ones, and pg@9
 * refuses them); reads go through withTenantRead instead.
 */
export async function withTenant<T>(
  db: Database | Transaction,
  scope: string | TenantScope,
  work: (tx: TenantTx) => Promise<T>,
): Promise<T> {
  const tenantScope = typeof scope === 'string' ? { organisationId: scope } : scope;
  const result = await inTenantTransaction(db, tenantScope, work);
  // A committed tenant transaction may have changed what the organisation's short searches count.
  if (!(db instanceof PgTransaction)) forgetSearchCounts(tenantScope.organisationId);
  return result;
}

/** withTenant's transaction, for reads: it forgets no kept search count. */
export function inTenantTransaction<T>(
  db: Database | Transaction,
  scope: TenantScope,
  work: (tx: TenantTx) => Promise<T>,
): Promise<T> {
  const settings = tenantSettingsSql(scope);
  if (db instanceof PgTransaction) return enterTenant(db, settings).then(work);
  if (db instanceof NodePgDatabase) {
    // One round trip for `begin` and the settings: Drizzle writes the access mode into its `begin` as given, and
    // node-postgres sends a statement without parameters as one simple-protocol message, several statements allowed.
    const accessMode = `read write; ${settings}` as 'read write';
    return db.transaction((tx) => work(tx as TenantTx), { accessMode });
  }
  return db.transaction(async (tx) => work(await enterTenant(tx, settings)));
}

/**
 * The organisation a tenant transaction works for and the API key it works with, if any: audit events written in
 * the transaction name that key (`audit_events.actor_api_key_id` defaults to the transaction's setting).
 */
export interface TenantScope {
  organisationId: string;
  apiKeyId?: string | null;
}

async function enterTenant(tx: Transaction, settings: string): Promise<TenantTx> {
  await tx.execute(sql.raw(settings));
  return tx as TenantTx;
}

/**
 * The statement that makes the rest of a transaction the tenant's: tenant role, organisation and API key, each local
 * to the transaction. The values are written as literals (node-postgres's escaping) so that it can share a message
 * with `begin` or with a query.
 */
export function tenantSettingsSql({ organisationId, apiKeyId }: TenantScope): string {
  return (
    `select set_config('app.organization_id', ${pg.escapeLiteral(organisationId)}, true), ` +
    `set_config('role', ${pg.escapeLiteral(TENANT_ROLE)}, true), ` +
    `set_config('app.api_key_id', ${pg.escapeLiteral(apiKeyId ?? '')}, true)`
  );
}
