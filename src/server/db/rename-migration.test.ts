import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../../tests/support/migrated-before';

/**
 * The migration that gave the checks, carrier checks and FinLock requests the names the code uses must carry an
 * existing database over: rows, tallies, audit subjects, the tenant's searches and its row-level security.
 */
const RENAME = '0016_one_name_per_concept';
const ORG = '00000000-0000-4000-8000-000000000001';
const OTHER_ORG = '00000000-0000-4000-8000-000000000002';

let client: PGlite;
let database: Awaited<ReturnType<typeof databaseBefore>>;

async function rows<T>(text: string): Promise<T[]> {
  return (await client.query<T>(text)).rows;
}

beforeAll(async () => {
  database = await databaseBefore(RENAME);
  client = database.client;
  await client.exec(`
    insert into organizations (id, name, domain) values
      ('${ORG}', 'Renamed Insurance', 'renamed.test'), ('${OTHER_ORG}', 'Other Insurance', 'other.test');
    insert into preclaim_checks (organization_id, imei, imei_key, reference, claim_type, full_response) values
      ('${ORG}', '356938035643809', '35693803564380', 'CLM-1', 'Theft', '{}'),
      ('${OTHER_ORG}', '356938035643817', '35693803564381', 'CLM-2', 'Theft', '{}');
    insert into preclaim_recheck_history (organization_id, preclaim_check_id, full_response)
      select organization_id, id, '{}' from preclaim_checks where reference = 'CLM-1';
    insert into vz_checks (organization_id, imei, imei_key, full_response, esn_status)
      values ('${ORG}', '356938035643809', '35693803564380', '{}', 'Active');
    insert into finlock_removal_requests (organization_id, imei, imei_key, vz_check_id, vz_esn_status)
      select organization_id, imei, imei_key, id, esn_status from vz_checks;
    insert into audit_events (organization_id, action, subject_type, details) values
      ('${ORG}', 'check.recorded', 'preclaim_check', '{}'),
      ('${ORG}', 'finlock_request.created', 'finlock_removal_request', '{"vzCheckId": "abc"}');
  `);
  await database.migrateRest();
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('migration to one name per concept', () => {
  it('keeps every check, re-check, carrier check and FinLock request under the new names', async () => {
    expect(await rows(`select reference from claim_checks order by reference`)).toEqual([
      { reference: 'CLM-1' },
      { reference: 'CLM-2' },
    ]);
    const [recheck] = await rows<{ reference: string }>(
      `select c.reference from claim_recheck_history h join claim_checks c on c.id = h.claim_check_id`,
    );
    expect(recheck?.reference).toBe('CLM-1');
    expect(
      await rows(
        `select f.esn_status from finlock_requests f join carrier_checks c on c.id = f.carrier_check_id`,
      ),
    ).toEqual([{ esn_status: 'Active' }]);
  });

  it('moves the tallies and keeps counting under the new table name', async () => {
    const tally = () =>
      rows<{ count: string }>(
        `select sum(count)::text as count from organization_tallies where organization_id = '${ORG}' and table_name = 'claim_checks'`,
      );
    expect(await tally()).toEqual([{ count: '1' }]);
    await client.exec(
      `insert into claim_checks (organization_id, imei, imei_key, full_response, intake_certificate_result) values ('${ORG}', '490154203237518', '49015420323751', '{}', 'green')`,
    );
    expect(await tally()).toEqual([{ count: '2' }]);
    expect(await rows(`select 1 from organization_tallies where table_name = 'preclaim_checks'`)).toEqual([]);
  });

  it('names audit subjects by the new tables', async () => {
    expect(await rows(`select subject_type, details from audit_events order by action`)).toEqual([
      { subject_type: 'claim_check', details: {} },
      { subject_type: 'finlock_request', details: { carrierCheckId: 'abc' } },
    ]);
  });

  it("keeps the tenant's searches to its own organisation", async () => {
    await client.exec(`select set_config('app.organization_id', '${OTHER_ORG}', false)`);
    const [count] = await rows<{ total: string }>(`select tenant_count_claim_checks('%CLM%')::text as total`);
    expect(count?.total).toBe('1');
    expect(await rows(`select * from tenant_search_carrier_checks('%3569%')`)).toEqual([]);
    await client.exec(`select set_config('app.organization_id', '${ORG}', false)`);
    expect(await rows(`select * from tenant_search_finlock_requests('%3569%')`)).toHaveLength(1);
  });
});
