import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { intakeMessages } from '@/domain/intake-messages';
import { messages } from '@/domain/messages';
import { users } from '@/server/db/schema/auth';
import { claimChecks } from '@/server/db/schema/checks';
import { organizations } from '@/server/db/schema/organisations';
import { auditEvents } from '@/server/db/schema/platform';
import { type ScenarioName, scenarioImei } from '../../../../simulators/device-history/scenarios';
import {
  BLOCKED_DEVICE_CARRIERS,
  BLOCKED_DEVICE_HISTORY,
} from '../../../../tests/fixtures/make-device-report';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { countIntakeRows } from '../../../../tests/support/count-intake-rows';
import { SIMULATED_CLEAN_RESULT } from '../../../../tests/support/simulated-result';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

async function idsOf(email: string, domain: string) {
  const [user] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [organisation] = await t.services.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.domain, domain));
  if (!user || !organisation) throw new Error(`no demo account ${email}`);
  return { userId: user.id, organisationId: organisation.id };
}

async function storedCheck(id: string) {
  const [row] = await t.services.db.select().from(claimChecks).where(eq(claimChecks.id, id));
  if (!row) throw new Error(`check ${id} was not stored`);
  return row;
}

describe('POST /api/v1/checks: a recorded check', () => {
  it('records the clean scenario: not blocked, lock not activated, green certificate, nothing on record', async () => {
    const cookie = await t.signIn('member@demo.test');
    const imei = scenarioImei('clean');
    const response = await t.post(
      '/api/v1/checks',
      makeIntake({ imei, reference: ' CLM-42 ', claimType: 'Theft' }),
      {
        cookie,
      },
    );

    expect(response.statusCode, response.body).toBe(201);
    const member = await idsOf('member@demo.test', 'demo.test');
    const view = response.json();
    expect(view).toMatchObject({
      id: expect.any(String),
      imei,
      reference: 'CLM-42',
      claimType: 'Theft',
      fnol: false,
      lossDate: null,
      checkedBy: { id: member.userId, email: 'member@demo.test', name: 'Morgan Member' },
      report: { serial: imei, ...SIMULATED_CLEAN_RESULT },
    });
    expect(Date.now() - new Date(view.createdAt).getTime()).toBeLessThan(60_000);

    const row = await storedCheck(view.id);
    expect(row).toMatchObject({
      organizationId: member.organisationId,
      checkedBy: member.userId,
      imei,
      imeiKey: imei.slice(0, 14),
      reference: 'CLM-42',
      claimType: 'Theft',
      deviceMake: 'APPLE',
      deviceModel: 'IPHONE 7',
      findMyIphoneStatus: 'notactivated',
      findMyIphoneActive: false,
      isBlocked: false,
      lastKnownCarriers: [],
      certificateResult: 'green',
      certificateId: view.report.certificate.id,
    });
    expect(row.fullResponse).toMatchObject({ serial: imei, checkmendstatus: { result: 'green' } });

    const [audit] = await t.services.db.select().from(auditEvents).where(eq(auditEvents.subjectId, view.id));
    expect(audit).toMatchObject({
      action: 'check.recorded',
      organizationId: member.organisationId,
      actorUserId: member.userId,
    });
  });

  it('records the blocked scenario with its block history, red certificate and last known carriers', async () => {
    const cookie = await t.signIn('member@demo.test');
    const imei = scenarioImei('blocked');
    const response = await t.post('/api/v1/checks', makeIntake({ imei }), { cookie });

    expect(response.statusCode, response.body).toBe(201);
    const view = response.json();
    expect(view.report).toMatchObject({
      make: 'APPLE',
      model: 'IPHONE 7',
      isBlocked: true,
      lockStatus: 'notactivated',
      certificate: { result: 'red' },
      blockHistory: BLOCKED_DEVICE_HISTORY,
      lastKnownCarriers: BLOCKED_DEVICE_CARRIERS,
    });
    expect(await storedCheck(view.id)).toMatchObject({
      isBlocked: true,
      certificateResult: 'red',
      lastKnownCarriers: BLOCKED_DEVICE_CARRIERS,
      fullResponse: expect.objectContaining({ blocklist: expect.objectContaining({ blocked: true }) }),
    });
  });

  it.each<[ScenarioName, Record<string, unknown>, Record<string, unknown>]>([
    ['lock-activated', { lockStatus: 'activated', isLockActive: true }, { findMyIphoneActive: true }],
    [
      'lock-lost',
      { lockStatus: 'lost', isLockActive: true, certificate: { result: 'red' } },
      { findMyIphoneActive: true },
    ],
    [
      'lock-notapplicable',
      { make: 'SAMSUNG', model: 'GALAXY S22 ULTRA', lockStatus: 'notapplicable', isLockActive: false },
      { deviceMake: 'SAMSUNG', findMyIphoneActive: false },
    ],
  ])('records the %s scenario with its lock status', async (name, report, row) => {
    const cookie = await t.signIn('member@demo.test');
    const response = await t.post('/api/v1/checks', makeIntake({ imei: scenarioImei(name) }), {
      cookie,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().report).toMatchObject(report);
    expect(await storedCheck(response.json().id)).toMatchObject({
      ...row,
      findMyIphoneStatus: report.lockStatus,
    });
  });

  it('stores the loss date with FNOL and refuses one sent without FNOL (400, nothing stored or searched)', async () => {
    const cookie = await t.signIn('member@demo.test');
    const withFnol = await t.post('/api/v1/checks', makeIntake({ fnol: true, lossDate: '2024-05-01' }), {
      cookie,
    });
    expect(withFnol.json()).toMatchObject({ fnol: true, lossDate: '2024-05-01' });
    const before = await countIntakeRows(t.services.db);
    const withoutFnol = await t.post('/api/v1/checks', makeIntake({ fnol: false, lossDate: '2024-05-01' }), {
      cookie,
    });
    expect(withoutFnol.statusCode).toBe(400);
    expect(withoutFnol.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: intakeMessages.lossDateWithoutFnol,
    });
    expect(await countIntakeRows(t.services.db)).toEqual(before);
  });

  it('stores no reference when none is given', async () => {
    const cookie = await t.signIn('member@demo.test');
    const response = await t.post('/api/v1/checks', makeIntake({ reference: undefined }), { cookie });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().reference).toBeNull();
  });
});

describe('POST /api/v1/checks: who may check', () => {
  it('answers 401 when signed out and 403 to a user without a role, storing nothing', async () => {
    const before = await countIntakeRows(t.services.db);
    const signedOut = await t.post('/api/v1/checks', makeIntake());
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: messages.notAuthenticated });

    const noRole = await t.post('/api/v1/checks', makeIntake(), {
      cookie: await t.signIn('norole@demo.test'),
    });
    expect(noRole.statusCode).toBe(403);
    expect(noRole.json()).toMatchObject({ code: 'FORBIDDEN', message: messages.forbidden });
    expect(await countIntakeRows(t.services.db)).toEqual(before);
  });

  it.each(['admin@demo.test', 'super@demo.test'])('lets %s check too', async (email) => {
    const response = await t.post('/api/v1/checks', makeIntake(), { cookie: await t.signIn(email) });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().checkedBy).toMatchObject({ email });
  });

  it('refuses a request from a foreign origin', async () => {
    const cookie = await t.signIn('member@demo.test');
    const response = await t.post('/api/v1/checks', makeIntake(), {
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(await countIntakeRows(t.services.db)).toMatchObject({ checks: 0 });
  });
});
