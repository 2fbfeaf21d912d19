import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogMessages } from '@/domain/audit-log-messages';
import { users } from '@/server/db/schema/auth';
import { auditEvents } from '@/server/db/schema/platform';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { organisationIdOf } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

async function auditLog(query: string, email = 'admin@demo.test') {
  return t.get(`/api/v1/audit-events${query}`, { cookie: await t.signIn(email) });
}
async function platformAuditLog(query: string, email = 'super@demo.test') {
  return t.get(`/api/v1/platform/audit-events${query}`, { cookie: await t.signIn(email) });
}
const uuid = '[0-9a-f-]{36}';
const actionsOf = (response: { json: () => { items: { action: string }[] } }) =>
  response.json().items.map((event) => event.action);

/** Three events of Demo Insurance (two by Alex Admin, one by Morgan Member) and one of Other Mutual. */
async function insertEvents() {
  const demo = await organisationIdOf(t, 'demo.test');
  const other = await organisationIdOf(t, 'other.test');
  const [admin] = await t.services.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
  const [member] = await t.services.db.select().from(users).where(eq(users.email, 'member@demo.test'));
  const subject = '6f1c2a52-0000-4000-8000-000000000001';
  // A second apart, oldest first: the log lists them newest first in a known order.
  const at = (seconds: number) => new Date(Date.now() - 5_000 + seconds * 1_000);
  await t.services.db.insert(auditEvents).values([
    {
      organizationId: demo,
      actorUserId: admin?.id,
      action: 'test.settled',
      subjectType: 'claim',
      subjectId: subject,
      createdAt: at(0),
    },
    {
      organizationId: demo,
      actorUserId: admin?.id,
      action: 'test.denied',
      subjectType: 'claim',
      createdAt: at(1),
    },
    {
      organizationId: demo,
      actorUserId: member?.id,
      action: 'other.recorded',
      subjectType: 'check',
      createdAt: at(2),
    },
    { organizationId: other, action: 'test.elsewhere', subjectType: 'claim', createdAt: at(3) },
  ]);
  return { demo, other, subject };
}

describe('GET /api/v1/audit-events', () => {
  it("lists the organisation's events newest first, naming the person or the API key that acted", async () => {
    const member = await t.signIn('member@demo.test');
    const byMember = await t.post('/api/v1/checks', makeIntake(), { cookie: member });
    expect(byMember.statusCode).toBe(201);
    const admin = await t.signIn('admin@demo.test');
    const key = (
      await t.post('/api/v1/api-keys', { name: 'ClaimCenter', scopes: ['checks:write'] }, { cookie: admin })
    ).json();
    const byKey = await t.post('/api/v1/checks', makeIntake(), {
      headers: { authorization: `Bearer ${key.key}` },
    });
    expect(byKey.statusCode).toBe(201);
    // Another organisation's event never shows.
    const other = await t.signIn('member@other.test');
    expect((await t.post('/api/v1/checks', makeIntake(), { cookie: other })).statusCode).toBe(201);

    const response = await auditLog('?search=check.recorded');
    expect(response.statusCode, response.body).toBe(200);
    const { items, total } = response.json();
    expect(total).toBe(2);
    expect(items).toMatchObject([
      { action: 'check.recorded', subjectId: byKey.json().id, actor: 'Alex Admin', apiKey: 'ClaimCenter' },
      { action: 'check.recorded', subjectId: byMember.json().id, actor: 'Morgan Member', apiKey: null },
    ]);
    expect(items[0].details).toEqual({ imei: byKey.json().imei });
  });

  it('says where a signed-in request came from: its address and browser, and no API key', async () => {
    const member = await t.signIn('member@demo.test');
    const recorded = await t.post('/api/v1/checks', makeIntake(), {
      cookie: member,
      remoteAddress: '203.0.113.7',
      headers: { 'user-agent': 'ClaimDesk/2.1 (Windows NT 10.0)' },
    });
    expect(recorded.statusCode).toBe(201);

    const [event] = (await auditLog(`?subject=${recorded.json().id}`)).json().items;
    expect(event).toMatchObject({
      action: 'check.recorded',
      ipAddress: '203.0.113.7',
      userAgent: 'ClaimDesk/2.1 (Windows NT 10.0)',
      apiKeyId: null,
    });
    const csv = await auditLog(`/export.csv?subject=${recorded.json().id}`);
    expect(csv.body).toContain(`,203.0.113.7,ClaimDesk/2.1 (Windows NT 10.0),,,${event.id},`);
  });

  it('names the API key a request came with by its id, with the address and client it came from', async () => {
    const admin = await t.signIn('admin@demo.test');
    const key = (
      await t.post('/api/v1/api-keys', { name: 'ClaimCenter', scopes: ['checks:write'] }, { cookie: admin })
    ).json();
    const recorded = await t.post('/api/v1/checks', makeIntake(), {
      remoteAddress: '198.51.100.20',
      headers: { authorization: `Bearer ${key.key}`, 'user-agent': 'ClaimCenter-Connector/5' },
    });
    expect(recorded.statusCode).toBe(201);

    const [event] = (await auditLog(`?subject=${recorded.json().id}`)).json().items;
    expect(event).toMatchObject({
      action: 'check.recorded',
      apiKey: 'ClaimCenter',
      apiKeyId: key.id,
      ipAddress: '198.51.100.20',
      userAgent: 'ClaimCenter-Connector/5',
    });
  });

  it('filters by days (UTC, both ends included) and by the actor', async () => {
    const demo = await organisationIdOf(t, 'demo.test');
    await t.services.db.insert(auditEvents).values([
      {
        organizationId: demo,
        action: 'test.old',
        subjectType: 'test',
        createdAt: new Date('2026-01-10T23:59:00Z'),
      },
      {
        organizationId: demo,
        action: 'test.new',
        subjectType: 'test',
        createdAt: new Date('2026-01-11T00:00:00Z'),
      },
    ]);
    const day = await auditLog('?from=2026-01-11&to=2026-01-11');
    expect(day.json().items.map((event: { action: string }) => event.action)).toEqual(['test.new']);
    const upTo = await auditLog('?to=2026-01-10&search=test.');
    expect(upTo.json().items.map((event: { action: string }) => event.action)).toEqual(['test.old']);
  });

  it('refuses bad dates and a reversed range with 400, members with 403', async () => {
    const bad = await auditLog('?from=11/01/2026');
    expect(bad.statusCode).toBe(400);
    const reversed = await auditLog('?from=2026-02-01&to=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain(auditLogMessages.fromAfterTo);
    expect((await auditLog('', 'member@demo.test')).statusCode).toBe(403);
  });

  it('exports the filtered log as CSV', async () => {
    const demo = await organisationIdOf(t, 'demo.test');
    await t.services.db.insert(auditEvents).values({
      organizationId: demo,
      action: 'test.exported',
      subjectType: 'test',
      details: { note: '=cmd' },
    });
    const response = await auditLog('/export.csv?search=test.exported');
    expect(response.statusCode).toBe(200);
    const [header, row, ...rest] = response.body.trimEnd().split('\n');
    expect(header).toBe(
      'Time,Action,Subject,Subject Id,Actor,API Key,Details,IP Address,User Agent,API Key Id,Directory,Id,Organization Id,Actor Id,Directory Token Id,Previous Hash,Hash',
    );
    // Written by hand, outside the audit chain: no hashes.
    expect(row).toMatch(
      new RegExp(`^[\\d\\-T:.Z]+,test\\.exported,test,,,,"{""note"":""=cmd""}",,,,,${uuid},${demo},,,,$`),
    );
    expect(rest).toEqual([]);
  });
});

describe('audit log filters', () => {
  it('filters by who acted, the action (or its start) and the subject (kind or id), all together', async () => {
    const { subject } = await insertEvents();
    expect(actionsOf(await auditLog('?actor=morgan'))).toEqual(['other.recorded']);
    expect(actionsOf(await auditLog('?actor=ADMIN@demo&action=test.'))).toEqual([
      'test.denied',
      'test.settled',
    ]);
    expect(actionsOf(await auditLog('?action=test.denied'))).toEqual(['test.denied']);
    expect(actionsOf(await auditLog('?subject=check&actor=Morgan'))).toEqual(['other.recorded']);
    expect(actionsOf(await auditLog(`?subject=${subject}`))).toEqual(['test.settled']);
    expect(actionsOf(await auditLog('?action=%25'))).toEqual([]);
    const csv = await auditLog('/export.csv?action=test.');
    expect(
      csv.body
        .trimEnd()
        .split('\n')
        .slice(1)
        .map((row) => row.split(',')[1]),
    ).toEqual(['test.denied', 'test.settled']);
    expect((await auditLog(`?actor=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('GET /api/v1/platform/audit-events (Super Admin Panel)', () => {
  it("lists every organisation's events with the organisation's name, or one organisation's", async () => {
    const { other } = await insertEvents();
    const all = await platformAuditLog('?action=test.');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'test.elsewhere', organisation: 'Other Mutual' }),
        expect.objectContaining({
          action: 'test.settled',
          organisation: 'Demo Insurance',
          actor: 'Alex Admin',
        }),
      ]),
    );
    expect(all.json().total).toBe(3);
    expect(actionsOf(await platformAuditLog(`?organisationId=${other}&action=test.`))).toEqual([
      'test.elsewhere',
    ]);
    const csv = await platformAuditLog(`/export.csv?organisationId=${other}&action=test.`);
    expect(csv.statusCode).toBe(200);
    const [header, row, ...rest] = csv.body.trimEnd().split('\n');
    expect(header).toBe(
      'Organization,Time,Action,Subject,Subject Id,Actor,API Key,Details,IP Address,User Agent,API Key Id,Directory,Id,Organization Id,Actor Id,Directory Token Id,Previous Hash,Hash',
    );
    expect(row).toMatch(
      new RegExp(`^Other Mutual,[\\d\\-T:.Z]+,test\\.elsewhere,claim,,,,,,,,,${uuid},${other},,,,$`),
    );
    expect(rest).toEqual([]);
  });

  it("says where a super admin's request came from", async () => {
    const created = await t.post(
      '/api/v1/organisations',
      { name: 'Acme Insurance', domain: 'acme-insurance.co.uk' },
      {
        cookie: await t.signIn('super@demo.test'),
        remoteAddress: '192.0.2.44',
        headers: { 'user-agent': 'Mozilla/5.0 (Macintosh) Safari/605.1.15' },
      },
    );
    expect(created.statusCode).toBe(201);

    const [event] = (await platformAuditLog(`?subject=${created.json().id}`)).json().items;
    expect(event).toMatchObject({
      action: 'organisation.created',
      organisation: 'Acme Insurance',
      ipAddress: '192.0.2.44',
      userAgent: 'Mozilla/5.0 (Macintosh) Safari/605.1.15',
      apiKeyId: null,
    });
  });

  it('refuses organisation admins and members (403), and an organisation that is no id (400)', async () => {
    for (const email of ['admin@demo.test', 'member@demo.test']) {
      expect((await platformAuditLog('', email)).statusCode).toBe(403);
      expect((await platformAuditLog('/export.csv', email)).statusCode).toBe(403);
    }
    const bad = await platformAuditLog('?organisationId=demo');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(auditLogMessages.invalidOrganisation);
  });
});
