import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client';

// Drizzle's queries on the embedded database no longer carry their own parsers: each reader must still get what it
// got before, Drizzle PostgreSQL's text for the types it maps itself, plain SQL PGlite's own values.
describe('values read from the embedded database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => database.close());
  const values = `select timestamptz '2026-11-28 04:30:00+00' as at, date '2026-11-28' as day,
    array[timestamptz '2026-11-28 04:30:00+00'] as times, interval '1 day' as span, array[1.5]::numeric[] as amounts`;
  const asDrizzleReadsThem = {
    at: '2026-11-28 04:30:00+00',
    day: '2026-11-28',
    times: '{"2026-11-28 04:30:00+00"}',
    span: '1 day',
    amounts: '{1.5}',
  };
  const asPgliteReadsThem = {
    at: new Date('2026-11-28T04:30:00Z'),
    day: new Date('2026-11-28T00:00:00Z'),
    times: [new Date('2026-11-28T04:30:00Z')],
    span: '1 day',
    amounts: ['1.5'],
  };

  it('gives Drizzle the text it maps itself, in and out of a transaction', async () => {
    const { rows } = (await database.db.execute(sql.raw(values))) as unknown as { rows: unknown[] };
    expect(rows[0]).toEqual(asDrizzleReadsThem);
    const inTransaction = await database.db.transaction((tx) => tx.execute(sql.raw(values)));
    expect((inTransaction as unknown as { rows: unknown[] }).rows[0]).toEqual(asDrizzleReadsThem);
  });

  it('gives plain SQL (the job queue) dates and arrays as PGlite parses them, with or without parameters', async () => {
    expect((await database.executeSql(values)).rows[0]).toEqual(asPgliteReadsThem);
    expect((await database.executeSql(`${values}, $1::int as one`, [1])).rows[0]).toEqual({
      ...asPgliteReadsThem,
      one: 1,
    });
  });

  it('gives plain SQL inside a Drizzle transaction the same (a job queued with its records)', async () => {
    const row = await database.db.transaction(async (tx) => {
      const { client } = (tx as unknown as { session: { client: { query: typeof database.executeSql } } })
        .session;
      return (await client.query(values)).rows[0];
    });
    expect(row).toEqual(asPgliteReadsThem);
  });
});
