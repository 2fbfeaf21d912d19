import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { prepareValue } from 'pg/lib/utils.js';
import type { Database } from './client';
import { inTenantTransaction, type TenantScope, type TenantTx, tenantSettingsSql } from './tenant';

/** The pool of each PostgreSQL database, which its tenant reads send through. */
const pools = new WeakMap<Database, pg.Pool>();

/**
 * A read of one organisation's rows in as few round trips as PostgreSQL allows: each query goes out as ONE message
 * (simple protocol) that sets the transaction read-only, switches to the tenant role, sets the organisation and then
 * runs the query, all in the implicit transaction PostgreSQL gives a message of several statements. So a query costs
 * one round trip instead of four (begin, settings, query, commit) and the settings end with it, which a pooler in
 * transaction mode (PgBouncer) needs. Row-level security binds it exactly as withTenant's transaction (decision 021).
 * The queries of `work` are independent reads (each sees the data as committed when it runs, as in the read-committed
 * transaction it replaces), so they may run side by side. The embedded database, and a call inside a transaction,
 * use withTenant's transaction.
 */
export function withTenantRead<T>(
  db: Database,
  scope: TenantScope,
  work: (tx: TenantTx) => Promise<T>,
): Promise<T> {
  const pool = pools.get(db);
  if (!pool) return inTenantTransaction(db, scope, work);
  return work(readerOf(pool, { organisationId: scope.organisationId, apiKeyId: scope.apiKeyId ?? null }));
}

type Reads<Results extends readonly unknown[]> = {
  [K in keyof Results]: (tx: TenantTx) => Promise<Results[K]>;
};

/**
 * Independent reads of one request: on PostgreSQL side by side (each query its own message on a pooled connection);
 * on the embedded database one after another in one tenant transaction.
 */
export function withTenantReads<Results extends readonly unknown[]>(
  db: Database,
  scope: TenantScope,
  reads: Reads<Results>,
): Promise<Results> {
  if (pools.has(db))
    return Promise.all(
      reads.map((read) => withTenantRead(db, scope, read)),
    ) as Promise<unknown> as Promise<Results>;
  return inTenantTransaction(db, scope, async (tx) => {
    const results: unknown[] = [];
    for (const read of reads) results.push(await read(tx));
    return results as unknown as Results;
  });
}

/** Gives a PostgreSQL database its tenant reads, which send through `pool`. */
export function addTenantReader(db: Database, pool: pg.Pool): void {
  pools.set(db, pool);
}

/**
 * A Drizzle database for one tenant read: each query it runs goes out as one message with the scope's settings.
 * Made per read (a couple of microseconds without the schema, which no read needs), so no context has to follow the
 * read across its awaits.
 */
function readerOf(pool: pg.Pool, scope: Required<TenantScope>): TenantTx {
  const preamble = `set transaction read only; ${tenantSettingsSql(scope)};\n`;
  const client = {
    query: (config: pg.QueryConfig, values?: unknown[]) =>
      pool
        .query({
          ...config,
          text: preamble + inlineParameters(config.text, values ?? []),
          values: undefined,
          name: undefined,
        })
        .then((results) => (Array.isArray(results) ? results.at(-1) : results)),
  };
  return drizzle({ client: client as unknown as pg.Pool }) as unknown as TenantTx;
}

/**
 * The query with each `$n` outside quoted text and quoted names replaced by its value as a quoted literal: a value
 * untyped in a literal is resolved by PostgreSQL exactly as an untyped parameter is.
 */
export function inlineParameters(text: string, values: readonly unknown[]): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quote) {
      if (char === quote) quote = null;
      out += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      out += char;
    } else if (char === '$' && /\d/.test(text[i + 1] ?? '')) {
      const digits = /^\d+/.exec(text.slice(i + 1))?.[0] as string;
      const index = Number(digits) - 1;
      if (index >= values.length)
        throw new Error(`The query names $${digits} but has ${values.length} values`);
      out += literal(values[index]);
      i += digits.length;
    } else {
      if (char === '$') throw new Error('A dollar-quoted text cannot be read as a tenant read');
      out += char;
    }
  }
  return out;
}

function literal(value: unknown): string {
  const prepared = prepareValue(value);
  if (prepared === null || prepared === undefined) return 'NULL';
  if (Buffer.isBuffer(prepared)) throw new Error('Binary values are not sent in a tenant read');
  return pg.escapeLiteral(String(prepared));
}
