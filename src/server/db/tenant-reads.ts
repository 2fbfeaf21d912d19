import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './database-types';
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
 * The query with each `$n` replaced by its value as a quoted literal, except inside what PostgreSQL reads as text or a
 * name: quoted text (`'…'`, and `E'…'` where a backslash escapes the next character), quoted names (`"…"`),
 * dollar-quoted text (`$tag$…$tag$`) and comments (`-- …` to the line's end, `/* … *\/`, which nest). A value untyped
 * in a literal is resolved by PostgreSQL exactly as an untyped parameter is.
 */
export function inlineParameters(text: string, values: readonly unknown[]): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const end = endOfQuoted(text, i);
    if (end > i) {
      out += text.slice(i, end);
      i = end;
      continue;
    }
    const digits = text[i] === '$' ? /^\d+/.exec(text.slice(i + 1))?.[0] : undefined;
    if (digits) {
      const index = Number(digits) - 1;
      if (index >= values.length)
        throw new Error(`The query names $${digits} but has ${values.length} values`);
      out += literal(values[index]);
      i += 1 + digits.length;
      continue;
    }
    out += text[i];
    i += 1;
  }
  return out;
}

/** Where the quoted text, quoted name or comment starting at `i` ends (after its closing mark), or `i` if none does. */
function endOfQuoted(text: string, i: number): number {
  const char = text[i];
  const next = text[i + 1];
  if (char === '-' && next === '-') {
    const newline = text.indexOf('\n', i);
    return newline === -1 ? text.length : newline + 1;
  }
  if (char === '/' && next === '*') return endOfBlockComment(text, i);
  if (char === "'" || char === '"') return endOfQuote(text, i + 1, char, false);
  // E'…' (not the end of a longer word, such as a name ending in e).
  if ((char === 'E' || char === 'e') && next === "'" && !/[\w$]/.test(text[i - 1] ?? ''))
    return endOfQuote(text, i + 2, "'", true);
  if (char === '$' && !/[\w$]/.test(text[i - 1] ?? '')) {
    const tag = /^\$(?:[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/.exec(text.slice(i))?.[0];
    if (tag) {
      const close = text.indexOf(tag, i + tag.length);
      if (close === -1) throw new Error('The query has an unterminated dollar-quoted text');
      return close + tag.length;
    }
  }
  return i;
}

/** After the closing `quote` from `from` (a doubled quote stays inside; with `backslashes`, so does `\'`). */
function endOfQuote(text: string, from: number, quote: string, backslashes: boolean): number {
  for (let j = from; j < text.length; j++) {
    if (backslashes && text[j] === '\\') j += 1;
    else if (text[j] === quote) {
      if (text[j + 1] !== quote) return j + 1;
      j += 1;
    }
  }
  throw new Error('The query has an unterminated quoted text or name');
}

function endOfBlockComment(text: string, from: number): number {
  let depth = 0;
  for (let j = from; j < text.length - 1; j++) {
    const pair = text.slice(j, j + 2);
    if (pair === '/*') {
      depth += 1;
      j += 1;
    } else if (pair === '*/') {
      depth -= 1;
      j += 1;
      if (depth === 0) return j + 1;
    }
  }
  throw new Error('The query has an unterminated comment');
}

/** A value as the text of a quoted literal, as node-postgres would send it as a parameter. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  return pg.escapeLiteral(parameterText(value));
}

/**
 * A parameter's text: dates as ISO instants (every timestamp column has a time zone), arrays as array literals,
 * other objects as JSON; binary values are not sent in a tenant read.
 */
function parameterText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return `{${value.map(arrayElement).join(',')}}`;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value))
    throw new Error('Binary values are not sent in a tenant read');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return parameterText(value);
  return `"${parameterText(value).replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}
