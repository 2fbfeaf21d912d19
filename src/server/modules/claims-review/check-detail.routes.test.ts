import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { reviewMessages } from '@/domain/review-messages';
import { scenarioImei } from '../../../../simulators/device-history/scenarios';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { insertChecks } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

describe('GET /api/v1/checks/:id: the Review dialog', () => {
  it('shows a check recorded through the intake with its report, no re-checks and no carrier yet', async () => {
    const cookie = await t.signIn('member@demo.test');
    const imei = scenarioImei('blocked');
    const intake = await t.post('/api/v1/checks', makeIntake({ imei, reference: 'CLM-7' }), { cookie });
    expect(intake.statusCode, intake.body).toBe(201);
    const recorded = intake.json();

    const response = await t.get(`/api/v1/checks/${recorded.id}`, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ...recorded,
      state: 'open',
      statusCheckedAt: recorded.createdAt,
      isTotalLoss: false,
      carrier: null,
      rechecks: [],
      // Referred by triage at intake: due the default ten days later, nobody's yet.
      assignment: {
        assignee: null,
        status: 'referred',
        dueAt: new Date(new Date(recorded.createdAt).getTime() + 10 * 86_400_000).toISOString(),
        overdue: false,
      },
    });
    expect(response.json().report).toMatchObject({ isBlocked: true, certificate: { result: 'red' } });
  });

  it('flags a total-loss claim type, and not one the organisation no longer has', async () => {
    const cookie = await t.signIn('member@demo.test');
    const [totalLoss] = await insertChecks(t, { claimType: 'Total Loss' });
    const [gone] = await insertChecks(t, { claimType: 'Retired Type' });
    const [unset] = await insertChecks(t, { claimType: null });
    const isTotalLoss = async (id?: string) =>
      (await t.get(`/api/v1/checks/${id}`, { cookie })).json().isTotalLoss;
    expect(await isTotalLoss(totalLoss?.id)).toBe(true);
    expect(await isTotalLoss(gone?.id)).toBe(false);
    expect(await isTotalLoss(unset?.id)).toBe(false);
  });

  it("answers 404 'Check not found' for another organisation's check and for an unknown id", async () => {
    const [foreign] = await insertChecks(t, { domain: 'other.test' });
    const cookie = await t.signIn('admin@demo.test');
    for (const id of [foreign?.id, randomUUID()]) {
      const response = await t.get(`/api/v1/checks/${id}`, { cookie });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: reviewMessages.checkNotFound });
    }
  });

  it('answers 400 for an id that is not a uuid, 401 when signed out', async () => {
    const cookie = await t.signIn('member@demo.test');
    expect((await t.get('/api/v1/checks/not-a-uuid', { cookie })).statusCode).toBe(400);
    expect((await t.get(`/api/v1/checks/${randomUUID()}`)).statusCode).toBe(401);
  });
});
