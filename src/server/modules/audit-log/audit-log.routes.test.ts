import { describe, expect, it } from 'vitest';
import { auditLogMessages } from '@/domain/audit-log-messages';
import { auditEvents } from '@/server/db/schema/platform';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { organisationIdOf } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

async function auditLog(query: string, email = 'admin@demo.test') {
  return t.get(`/api/v1/audit-events${query}`, { cookie: await t.signIn(email) });
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
    expect(header).toBe('Time,Action,Subject,Subject Id,Actor,API Key,Details');
    expect(row).toMatch(/^[\d\-T:.Z]+,test\.exported,test,,,,"{""note"":""=cmd""}"$/);
    expect(rest).toEqual([]);
  });
});
