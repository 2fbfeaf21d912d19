import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';

/**
 * Makes every insert into `table` fail inside the database (a trigger raising an exception), as a full disk or a
 * dropped connection would mid-transaction; returns the function that removes the fault again.
 */
export async function failInsertsInto(t: TestApp, table: string): Promise<() => Promise<void>> {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
  const db = t.services.db;
  await db.execute(
    sql.raw(`create function injected_failure() returns trigger language plpgsql as $$
      begin raise exception 'injected failure on ${table}'; end $$`),
  );
  await db.execute(
    sql.raw(
      `create trigger injected_failure before insert on ${table} for each row execute function injected_failure()`,
    ),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger injected_failure on ${table}`));
    await db.execute(sql.raw('drop function injected_failure()'));
  };
}
