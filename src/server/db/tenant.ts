import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './client';

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
  const { organisationId, apiKeyId = null } = typeof scope === 'string' ? { organisationId: scope } : scope;
  if (db instanceof PgTransaction) return work(await enterTenant(db, organisationId, apiKeyId));
  return db.transaction(async (tx) => work(await enterTenant(tx, organisationId, apiKeyId)));
}

/**
 * The organisation a tenant transaction works for and the API key it works with, if any: audit events written in
 * the transaction name that key (`audit_events.actor_api_key_id` defaults to the transaction's setting).
 */
export interface TenantScope {
  organisationId: string;
  apiKeyId?: string | null;
}

async function enterTenant(
  tx: Transaction,
  organisationId: string,
  apiKeyId: string | null,
): Promise<TenantTx> {
  await tx.execute(
    sql`select set_config('app.organization_id', ${organisationId}, true), set_config('role', ${TENANT_ROLE}, true), set_config('app.api_key_id', ${apiKeyId ?? ''}, true)`,
  );
  return tx as TenantTx;
}
