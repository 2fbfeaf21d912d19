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

/** Each filter that keeps one value of a column: its table, column, the list's time column and its index. */
const FILTERS = [
  ['claim_checks', 'claim_type', 'created_at', 'claim_checks_org_claim_type_created_idx'],
  ['claim_checks', 'checked_by', 'created_at', 'claim_checks_org_checked_by_created_idx'],
  ['claim_checks', 'certificate_result', 'created_at', 'claim_checks_org_certificate_created_idx'],
  ['claim_checks', 'triage_route', 'created_at', 'claim_checks_org_triage_route_created_idx'],
  ['settled_claims', 'claim_type', 'settled_at', 'settled_claims_org_claim_type_settled_idx'],
  ['settled_claims', 'settled_by', 'settled_at', 'settled_claims_org_settled_by_settled_idx'],
  ['denied_claims', 'denial_reason', 'denied_at', 'denied_claims_org_reason_denied_idx'],
  ['denied_claims', 'denied_by', 'denied_at', 'denied_claims_org_denied_by_denied_idx'],
  ['replacement_devices', 'settled_by', 'settled_at', 'replacement_devices_org_settled_by_settled_idx'],
  ['carrier_checks', 'checked_by', 'created_at', 'carrier_checks_org_checked_by_created_idx'],
  ['finlock_requests', 'requested_by', 'created_at', 'finlock_requests_org_requested_by_created_idx'],
] as const;

/** Every list an integrator syncs by last change (`updatedSince`), and its index. */
const SYNCED = [
  ['claim_checks', 'claim_checks_org_changed_idx'],
  ['settled_claims', 'settled_claims_org_changed_idx'],
  ['denied_claims', 'denied_claims_org_changed_idx'],
  ['replacement_devices', 'replacement_devices_org_changed_idx'],
  ['alerts', 'alerts_org_changed_idx'],
] as const;

/** The plan of `statement` with scans other than index scans priced out. */
function planOf(statement: string) {
  return t.services.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const result = (await tx.execute(sql.raw(`explain ${statement}`))) as unknown as {
      rows: Array<Record<string, string>>;
    };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('list indexes', () => {
  it.each(LISTS)(
    'give %s a page in its order without sorting the organisation’s rows',
    async (table, column) => {
      // With scans other than index scans priced out, a plan without a Sort node means an index supplies the order
      // (an index whose NULLS order differs from ORDER BY's cannot, and the list then sorts every row).
      const plan = await planOf(`select * from ${table} where organization_id = '${randomUUID()}'
          order by ${column} desc, id desc limit 25`);
      expect(plan).toMatch(/Index Scan/);
      expect(plan).not.toMatch(/Sort/);
    },
  );

  it.each(FILTERS)(
    'give %s filtered by %s a page in its order, within a range of days, without sorting',
    async (table, column, at, index) => {
      // A quoted value takes the column's type (text or uuid), as the app's parameter does.
      const plan = await planOf(`select * from ${table} where organization_id = '${randomUUID()}'
          and ${column} = '${randomUUID()}' and ${at} >= '2026-01-01' and ${at} < '2026-02-01'
          order by ${at} desc, id desc limit 25`);
      expect(plan).toContain(`Index Scan using ${index}`);
      expect(plan).not.toMatch(/Sort/);
    },
  );

  it.each(SYNCED)(
    'give %s a sync page after a cursor, oldest change first, without sorting',
    async (table, index) => {
      const plan = await planOf(`select * from ${table} where organization_id = '${randomUUID()}'
        and updated_at >= '2026-01-01' and updated_at < '2026-02-01'
        and (updated_at, id) > ('2026-01-02'::timestamptz, '${randomUUID()}'::uuid)
        order by updated_at asc, id asc limit 101`);
      expect(plan).toContain(`Index Scan using ${index}`);
      expect(plan).not.toMatch(/Sort/);
    },
  );
});
