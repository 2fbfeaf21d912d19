import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/support/test-app';

const t = setupTestApp();

/** Every paged list: its table and the time column it lists newest first (then by id). */
const LISTS = [
  ['claim_checks', 'created_at'],
  ['settled_claims', 'settled_at'],
  ['denied_claims', 'denied_at'],
  ['replacement_devices', 'settled_at'],
  ['carrier_checks', 'created_at'],
  ['finlock_requests', 'created_at'],
] as const;

describe('list indexes', () => {
  it.each(LISTS)(
    'give %s a page in its order without sorting the organisation’s rows',
    async (table, column) => {
      // With scans other than index scans priced out, a plan without a Sort node means an index supplies the order
      // (an index whose NULLS order differs from ORDER BY's cannot, and the list then sorts every row).
      const plan = await t.services.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        const result = (await tx.execute(
          sql.raw(`explain select * from ${table} where organization_id = '${randomUUID()}'
          order by ${column} desc, id desc limit 25`),
        )) as unknown as { rows: Array<Record<string, string>> };
        return result.rows.map((row) => Object.values(row)[0]).join('\n');
      });
      expect(plan).toMatch(/Index Scan/);
      expect(plan).not.toMatch(/Sort/);
    },
  );
});
