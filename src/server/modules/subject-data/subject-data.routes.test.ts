import { stringify } from 'csv-stringify/sync';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SUBJECT_DATA_KINDS, type SubjectDataKind } from '@/domain/contracts/subject-data';
import { CSV_QUOTED_MATCH, csvCell } from '@/domain/csv-cell';
import { subjectDataMessages } from '@/domain/subject-data-messages';
import { auditEvents, mailOutbox } from '@/server/db/schema/platform';
import { EXPORT_BATCH_SIZE } from '@/server/http/csv-export';
import {
  makeDeniedClaim,
  makeReplacement,
  makeSettledClaim,
  userIdOf,
} from '../../../../tests/fixtures/make-claim-records';
import { makeImei, withWrongCheckDigit } from '../../../../tests/fixtures/make-imei';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { organisationIdOf } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';
import { unzip } from '../../../../tests/support/unzip';

const t = setupTestApp();

const asAdmin = async (path: string, email = 'admin@demo.test') =>
  t.get(path, { cookie: await t.signIn(email) });

/** A device of Demo Insurance with an open check (by the member), a settled claim with a replacement and a denial. */
async function deviceWithHistory() {
  const demo = await organisationIdOf(t, 'demo.test');
  const other = await organisationIdOf(t, 'other.test');
  const imei = makeImei();
  const member = await userIdOf(t.services.db, 'member@demo.test');
  const intake = await t.post('/api/v1/checks', makeIntake({ imei, reference: 'CLM-SUBJECT-1' }), {
    cookie: await t.signIn('member@demo.test'),
  });
  expect(intake.statusCode).toBe(201);
  const settledImei = makeImei();
  const settled = await makeSettledClaim(t.services.db, {
    organisationId: demo,
    imei: settledImei,
    settledBy: member,
    replacement: makeReplacement(),
  });
  await makeDeniedClaim(t.services.db, { organisationId: demo, deniedBy: member });
  // The same device at another organisation: never part of Demo Insurance's answer.
  await makeSettledClaim(t.services.db, { organisationId: other, imei });
  return { demo, imei, member, settledImei, settled };
}

/** The kind's CSV file holds its JSON file's rows, in order, each cell as csvCell and csv-stringify write it. */
function expectCsvOfJson(files: Map<string, string>, kind: SubjectDataKind) {
  const rows: Record<string, unknown>[] = JSON.parse(files.get(`${kind}.json`) ?? '');
  const columns = Object.keys(rows[0] ?? {});
  const cell = (value: unknown) =>
    value !== null && typeof value === 'object' ? JSON.stringify(value) : csvCell(value as string | null);
  expect(files.get(`${kind}.csv`)).toBe(
    stringify(
      rows.map((row) => columns.map((column) => cell(row[column]))),
      { header: true, columns, quoted_match: CSV_QUOTED_MATCH },
    ),
  );
}

describe('GET /api/v1/subject-data/summary', () => {
  it('counts what the organisation holds about a device, its own records only', async () => {
    const { imei } = await deviceWithHistory();
    const response = await asAdmin(`/api/v1/subject-data/summary?imei=${imei}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      selector: 'imei',
      counts: {
        user: 0,
        checks: 1,
        settledClaims: 0,
        deniedClaims: 0,
        replacementDevices: 0,
        alerts: 0,
        bulkIntakeRows: 0,
        auditEvents: 1,
        mails: 0,
      },
    });
  });

  it('counts a user’s work and account by their id, and a claim reference’s records', async () => {
    const { member, settledImei } = await deviceWithHistory();
    const byUser = await asAdmin(`/api/v1/subject-data/summary?userId=${member}`);
    expect(byUser.statusCode).toBe(200);
    expect(byUser.json().counts).toMatchObject({
      user: 1,
      checks: 1,
      settledClaims: 1,
      deniedClaims: 1,
      replacementDevices: 1,
    });
    expect(byUser.json().counts.auditEvents).toBeGreaterThanOrEqual(1);
    const bySettledDevice = await asAdmin(`/api/v1/subject-data/summary?imei=${settledImei}`);
    expect(bySettledDevice.json().counts).toMatchObject({ settledClaims: 1, replacementDevices: 1 });
    const byReference = await asAdmin('/api/v1/subject-data/summary?claimReference=CLM-SUBJECT-1');
    expect(byReference.json().counts).toMatchObject({ checks: 1, auditEvents: 1 });
  });

  it.each([
    ['no selector', ''],
    ['two selectors', `?imei=${makeImei()}&claimReference=CLM-1`],
    ['a malformed IMEI', `?imei=${withWrongCheckDigit(makeImei())}`],
    ['a malformed user id', '?userId=not-a-uuid'],
    ['an unknown field', '?email=someone@demo.test'],
  ])('refuses %s with a 400', async (_, query) => {
    const response = await asAdmin(`/api/v1/subject-data/summary${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it("answers 404 for another organisation's user, and for a member", async () => {
    const stranger = await userIdOf(t.services.db, 'member@other.test');
    const response = await asAdmin(`/api/v1/subject-data/summary?userId=${stranger}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: subjectDataMessages.userNotFound });
    const exported = await asAdmin(`/api/v1/subject-data/export?userId=${stranger}`);
    expect(exported.statusCode).toBe(404);
    const member = await asAdmin(`/api/v1/subject-data/summary?imei=${makeImei()}`, 'member@demo.test');
    expect(member.statusCode).toBe(403);
  });
});

describe('GET /api/v1/subject-data/export', () => {
  it('downloads a zip of JSON and CSV per kind with a manifest, and records the export', async () => {
    const { imei, demo } = await deviceWithHistory();
    const response = await asAdmin(`/api/v1/subject-data/export?imei=${imei}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="subject-data-imei-/);
    const files = await unzip(response.rawPayload);
    const manifest = JSON.parse(files.get('manifest.json') ?? '{}');
    expect(manifest.selector).toEqual({ kind: 'imei', value: imei });
    expect(manifest.organization.id).toBe(demo);
    expect(manifest.kinds.find((kind: { kind: string }) => kind.kind === 'checks').count).toBe(1);
    const checks = JSON.parse(files.get('checks.json') ?? '[]');
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ imei, reference: 'CLM-SUBJECT-1', organizationId: demo });
    expect(JSON.parse(files.get('settledClaims.json') ?? '')).toEqual([]);
    const csv = (files.get('checks.csv') ?? '').trim().split('\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(imei);
    const [event] = await t.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.organizationId, demo), eq(auditEvents.action, 'subject_data.exported')));
    expect(event?.details).toMatchObject({ selector: 'imei', imei, counts: { checks: 1, settledClaims: 0 } });
  });

  it("holds a user's account, work and mails, and nothing of the device at another organisation", async () => {
    const { member } = await deviceWithHistory();
    await t.services.db
      .insert(mailOutbox)
      .values({ kind: 'password-reset', toAddress: 'member@demo.test', subject: 'Reset', text: 'Hello' });
    const response = await asAdmin(`/api/v1/subject-data/export?userId=${member}`);
    expect(response.statusCode).toBe(200);
    const files = await unzip(response.rawPayload);
    expect(JSON.parse(files.get('user.json') ?? '')[0]).toMatchObject({
      id: member,
      email: 'member@demo.test',
    });
    expect(JSON.parse(files.get('mails.json') ?? '')).toHaveLength(1);
    expect(JSON.parse(files.get('deniedClaims.json') ?? '')).toHaveLength(1);
    expect(files.get('user.json')).not.toMatch(/password/i);
    for (const kind of SUBJECT_DATA_KINDS) {
      if (files.get(`${kind}.json`) !== '[]\n') expectCsvOfJson(files, kind);
    }
  });
  it('writes every row once, in the same order, to the JSON file and as csvCell would to the CSV file, past one batch', async () => {
    const demo = await organisationIdOf(t, 'demo.test');
    const member = await userIdOf(t.services.db, 'member@demo.test');
    // More checks than one batch, most of one instant (the batches must part them by id), and cells a spreadsheet or
    // a CSV reader could take for something else: a formula, separators, quotes, a line break, a negative number,
    // texts in jsonb holding ": " and ", ".
    const checks = EXPORT_BATCH_SIZE + 345;
    await t.services.db.execute(sql`
      insert into claim_checks (organization_id, imei, imei_key, reference, device_model, checked_by, full_response,
        intake_certificate_result, triage_score, last_known_carriers, created_at)
      select ${demo}, '35' || lpad(n::text, 13, '0'), '35' || lpad(n::text, 12, '0'),
        case when n % 5 = 0 then '=HYPERLINK("x", "y;z")' else 'CLM-' || n end,
        case when n % 7 = 0 then e'iPhone\n"15"' else 'iPhone 15' end, ${member},
        ('{"serial":' || n || ',"note":"a, b: \\"c\\""}')::json, 'green', case when n % 2 = 0 then -n end,
        jsonb_build_array(jsonb_build_object('name', 'Carrier: one, two', 'share', 1.5)),
        case when n % 3 = 0 then now() - make_interval(secs => n)
          else timestamptz '2026-11-01 10:00:00.123456+00' end
      from generate_series(1, ${checks}) as n`);

    const response = await asAdmin(`/api/v1/subject-data/export?userId=${member}`);
    expect(response.statusCode).toBe(200);
    const files = await unzip(response.rawPayload);
    const rows: Record<string, unknown>[] = JSON.parse(files.get('checks.json') ?? '[]');
    expect(rows).toHaveLength(checks);
    expect(new Set(rows.map((row) => row.id)).size).toBe(checks);
    expect(rows[0]?.lastKnownCarriers).toEqual([{ name: 'Carrier: one, two', share: 1.5 }]);
    expectCsvOfJson(files, 'checks');
    const manifest = JSON.parse(files.get('manifest.json') ?? '{}');
    expect(manifest.kinds.find((kind: { kind: string }) => kind.kind === 'checks').count).toBe(checks);
  });
});
