import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';

export type WriteOperation = 'insert' | 'update' | 'delete';

/**
 * Makes every insert into `table` fail inside the database (a trigger raising an exception), as a full disk or a
 * dropped connection would mid-transaction; returns the function that removes the fault again.
 */
export function failInsertsInto(t: TestApp, table: string): Promise<() => Promise<void>> {
  return failWritesTo(t, table, 'insert');
}

/**
 * Makes every `operation` on `table` raise inside the database. The trigger fires once per statement, so an update
 * or delete that matches no row fails too: the fault marks the step, not the data. Returns the remover.
 */
export function failWritesTo(
  t: TestApp,
  table: string,
  operation: WriteOperation,
): Promise<() => Promise<void>> {
  return installTrigger(t, {
    table,
    operation,
    body: `raise exception 'injected failure on ${operation} of ${table}'`,
  });
}

/**
 * Ends the database session that runs `operation` on `table`, mid-transaction, as a dropped connection would: the
 * trigger terminates its own backend (a session that survives fails after 5 s instead). PostgreSQL only: on the
 * embedded database pg_terminate_backend does nothing.
 */
export function dropConnectionOn(
  t: TestApp,
  table: string,
  operation: WriteOperation,
): Promise<() => Promise<void>> {
  if (t.database.kind !== 'postgres')
    throw new Error('dropConnectionOn needs PostgreSQL (TEST_DATABASE_URL)');
  return installTrigger(t, {
    table,
    operation,
    body: "perform pg_terminate_backend(pg_backend_pid()); perform pg_sleep(5); raise exception 'the session survived'",
  });
}

async function installTrigger(
  t: TestApp,
  { table, operation, body }: { table: string; operation: WriteOperation; body: string },
): Promise<() => Promise<void>> {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
  const name = `injected_${operation}_${table}`;
  const db = t.services.db;
  await db.execute(
    sql.raw(
      `create function ${name}() returns trigger language plpgsql as $$ begin ${body}; return null; end $$`,
    ),
  );
  await db.execute(
    sql.raw(
      `create trigger ${name} before ${operation} on ${table} for each statement execute function ${name}()`,
    ),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger ${name} on ${table}`));
    await db.execute(sql.raw(`drop function ${name}()`));
  };
}

/** Each write of a settle with a replacement device, in the order the settle transaction makes them. */
export const SETTLE_WRITE_STEPS: Array<[table: string, operation: WriteOperation]> = [
  ['claims', 'insert'],
  ['settled_claims', 'insert'],
  ['replacement_devices', 'insert'],
  ['claim_checks', 'delete'],
  ['audit_events', 'insert'],
];
