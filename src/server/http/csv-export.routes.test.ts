import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scenarioImeiOf } from '../../../simulators/carrier/scenarios';
import {
  makeDeniedClaim,
  makeReplacement,
  makeSettledClaim,
  minutesAgo,
} from '../../../tests/fixtures/make-claim-records';
import { makeIntake } from '../../../tests/fixtures/make-intake';
import { insertChecks, organisationIdOf } from '../../../tests/support/review-test-support';
import { setupTestApp } from '../../../tests/support/test-app';

const t = setupTestApp();

/** The CSV's lines without the header; the registers' cells hold no commas or line breaks except where a test says. */
const bodyLines = (csv: string) => csv.trimEnd().split('\n').slice(1);

async function exportOf(path: string, email = 'member@demo.test') {
  const response = await t.get(path, { cookie: await t.signIn(email) });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe('GET /api/v1/<register>/export.csv', () => {
  it('writes every record of the organisation matching the search, newest first, as the register lists them', async () => {
    const demo = await organisationIdOf(t, 'demo.test');
    const older = await makeDeniedClaim(t.services.db, { organisationId: demo, deniedAt: minutesAgo(30) });
    const newer = await makeDeniedClaim(t.services.db, {
      organisationId: demo,
      deniedAt: minutesAgo(5),
      denialReason: 'Device blocked',
    });
    await makeDeniedClaim(t.services.db, { organisationId: await organisationIdOf(t, 'other.test') });

    const response = await exportOf('/api/v1/denied-claims/export.csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="denied-claims-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header] = response.body.split('\n');
    expect(header).toBe(
      'Date Denied,Check ID,IMEI,Make,Model,Claim Type,Claim Reference,Denial Reason,Note,Denied By',
    );
    const lines = bodyLines(response.body);
    // A record denied without a check has an empty Check ID; the IMEI is the third cell.
    expect(lines.map((line) => line.split(',')[2])).toEqual([newer.imei, older.imei]);
    expect(lines[0]).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,,\d{15},APPLE,IPHONE 7,Accidental Damage,,Device blocked,,$/,
    );

    const searched = await exportOf(`/api/v1/denied-claims/export.csv?search=${older.imei.slice(-6)}`);
    expect(bodyLines(searched.body).map((line) => line.split(',')[2])).toEqual([older.imei]);
  });

  it('writes only the header when nothing matches', async () => {
    const response = await exportOf('/api/v1/settled-claims/export.csv');
    expect(response.body).toBe(
      'Date Settled,Check ID,Original IMEI,Make,Model,Claim Type,Claim Reference,Replacement IMEI,Replacement Make,Replacement Model,Replacement Color,Replacement Storage,Settled By,Registry\n',
    );
  });

  it('writes a text a spreadsheet would run as a formula as plain text', async () => {
    const demo = await organisationIdOf(t, 'demo.test');
    await makeDeniedClaim(t.services.db, {
      organisationId: demo,
      denialReason: '=HYPERLINK("http://x","y")',
    });
    await makeDeniedClaim(t.services.db, { organisationId: demo, denialReason: '@SUM(A1)' });
    const response = await exportOf('/api/v1/denied-claims/export.csv');
    expect(response.body).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(response.body).toContain(",'@SUM(A1),");
  });

  it('quotes a text holding a list separator, so a spreadsheet splitting on ; cannot find a formula cell in it', async () => {
    const cookie = await t.signIn('member@demo.test');
    const intake = await t.post('/api/v1/checks', makeIntake({ reference: 'x;=1+1;' }), { cookie });
    expect(intake.statusCode, intake.body).toBe(201);
    const response = await exportOf('/api/v1/checks/export.csv');
    const [line] = bodyLines(response.body);
    expect(line).toContain(',"x;=1+1;",');
    // Split as a spreadsheet with ; as its separator does, honouring quotes: no cell starts a formula.
    expect(line?.match(/("[^"]*"|[^;"]*)+/g)?.some((cell) => /^[=+\-@]/.test(cell))).toBe(false);
  });

  it('reads past one batch without losing or repeating a row, rows of one instant included', async () => {
    const demo = await organisationIdOf(t, 'demo.test');
    // 2,500 records, most of them sharing a settled time to the microsecond: the batches must part them by id.
    await t.services.db.execute(sql`
      insert into replacement_devices (organization_id, original_imei, replacement_imei, device_make, device_model,
        device_color, device_storage, settled_at)
      select ${demo}, '35' || lpad(n::text, 13, '0'), '99' || lpad(n::text, 13, '0'), 'Apple', 'iPhone 15', 'Blue', '128GB',
        case when n % 3 = 0 then now() - make_interval(secs => n) else timestamptz '2026-11-01 10:00:00.123456+00' end
      from generate_series(1, 2500) as n`);
    const replacement = makeReplacement();
    await makeSettledClaim(t.services.db, { organisationId: demo, replacement });

    const lines = bodyLines((await exportOf('/api/v1/replacement-devices/export.csv')).body);
    expect(lines).toHaveLength(2501);
    expect(new Set(lines.map((line) => line.split(',')[0])).size).toBe(2501);
    expect(lines[0]?.split(',')[0]).toBe(replacement.imei);
  });

  it('is open to a claim system with the registers:read scope', async () => {
    const cookie = await t.signIn('admin@demo.test');
    const created = await t.post(
      '/api/v1/api-keys',
      { name: 'Warehouse', scopes: ['registers:read'] },
      { cookie },
    );
    const response = await t.get('/api/v1/denied-claims/export.csv', {
      headers: { authorization: `Bearer ${created.json().key}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body.split('\n')[0]).toBe(
      'Date Denied,Check ID,IMEI,Make,Model,Claim Type,Claim Reference,Denial Reason,Note,Denied By',
    );
  });

  it('exports Claims Review matching the IMEI or the claim reference, as its search does', async () => {
    await insertChecks(t, { count: 3, reference: (n) => (n === 2 ? 'GW-SPECIAL-7' : `CLM-${n}`) });
    const all = bodyLines((await exportOf('/api/v1/checks/export.csv')).body);
    expect(all).toHaveLength(3);
    const [only] = bodyLines((await exportOf('/api/v1/checks/export.csv?search=special')).body);
    expect(only).toMatch(/,GW-SPECIAL-7,Accidental Damage,false,,APPLE,IPHONE 7,/);
  });

  it('exports the FinLock requests with the status filter, and the carrier checks', async () => {
    const cookie = await t.signIn('member@demo.test');
    const check = await t.post(
      '/api/v1/carrier-checks',
      { imei: scenarioImeiOf('pending-loan-payment', '0001') },
      { cookie },
    );
    expect(check.statusCode, check.body).toBe(201);
    const request = await t.post('/api/v1/finlock-requests', { carrierCheckId: check.json().id }, { cookie });
    expect(request.statusCode, request.body).toBe(201);

    const carrier = bodyLines((await exportOf('/api/v1/carrier-checks/export.csv')).body);
    expect(carrier).toEqual([expect.stringContaining(`,${check.json().imei},`)]);
    const requested = bodyLines(
      (await exportOf('/api/v1/finlock-requests/export.csv?status=requested')).body,
    );
    expect(requested).toEqual([expect.stringContaining(',requested,')]);
    const approved = await exportOf('/api/v1/finlock-requests/export.csv?status=approved');
    expect(bodyLines(approved.body)).toEqual([]);
  });

  it('refuses an invalid search like the list does, and a caller signed out', async () => {
    const tooLong = await t.get(`/api/v1/denied-claims/export.csv?search=${'1'.repeat(200)}`, {
      cookie: await t.signIn('member@demo.test'),
    });
    expect(tooLong.statusCode).toBe(400);
    expect((await t.get('/api/v1/denied-claims/export.csv')).statusCode).toBe(401);
  });
});
