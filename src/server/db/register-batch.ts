import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { RegisterFilters } from '@/server/http/register-filters';
import type { Database, Transaction } from './client';
import { filterOf, type Register, type RegisterSource, registerRows } from './register-page';
import type { TenantTx } from './tenant';

/**
 * Where the previous batch of an export ended: the last row's time as the database writes it (to the microsecond; a
 * JavaScript Date would lose the microseconds and skip rows) and its id.
 */
export interface RegisterCursor {
  at: string;
  id: string;
}

/**
 * One batch of an export: the list's search and any other filter of the list (a status), where the previous batch
 * ended, and how many rows at most.
 */
export interface RegisterBatch {
  search: string;
  filter?: SQL | undefined;
  after: RegisterCursor | null;
  size: number;
}

/**
 * The next batch of a register in the list's order (newest first, then id), after `batch.after`: an export reads the
 * whole register this way in short transactions of its own, each starting where the last ended (keyset paging, so a
 * million rows cost the same per batch and the server holds one batch at a time). `next` is null after the last.
 */
export function registerBatch<Select extends PgSelect>(
  tx: TenantTx,
  register: { table: Register; newestFirst: AnyPgColumn },
  organisationId: string,
  batch: RegisterBatch,
  select: (where: SQL | undefined) => Select,
): Promise<{ rows: Awaited<Select>; next: RegisterCursor | null }> {
  const rows = and(registerRows(register.table, organisationId, batch.search), batch.filter);
  return keysetBatch(tx, register, { ...batch, filter: rows }, select);
}

/** The next batch of a register with the filters it offers applied, as its list applies them (see registerPage). */
export function filteredRegisterBatch<Select extends PgSelect>(
  tx: TenantTx,
  register: RegisterSource,
  organisationId: string,
  batch: RegisterBatch,
  filters: RegisterFilters,
  select: (where: SQL | undefined) => Select,
) {
  return registerBatch(
    tx,
    register,
    organisationId,
    { ...batch, filter: filterOf(register, filters) },
    select,
  );
}

/**
 * The next batch of the rows matching `batch.filter`, whoever's they are, in registerBatch's order and way: for the
 * platform's own reads (the super admin's audit log), which no organisation bounds.
 */
export async function keysetBatch<Select extends PgSelect>(
  db: Database | Transaction,
  register: { table: Register; newestFirst: AnyPgColumn },
  batch: Omit<RegisterBatch, 'search'>,
  select: (where: SQL | undefined) => Select,
): Promise<{ rows: Awaited<Select>; next: RegisterCursor | null }> {
  const { table, newestFirst } = register;
  const after = batch.after
    ? sql`(${newestFirst}, ${table.id}) < (${batch.after.at}::timestamptz, ${batch.after.id}::uuid)`
    : undefined;
  const rows: Awaited<Select> = await select(and(batch.filter, after))
    .orderBy(desc(newestFirst), desc(table.id))
    .limit(batch.size);
  const last = rows.at(-1) as { id: string } | undefined;
  if (!last || rows.length < batch.size) return { rows, next: null };
  const [cursor] = await db
    .select({ at: sql<string>`${newestFirst}::text` })
    .from(table)
    .where(eq(table.id, last.id));
  return { rows, next: cursor ? { at: cursor.at, id: last.id } : null };
}
