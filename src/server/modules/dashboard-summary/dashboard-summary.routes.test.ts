import { describe, expect, it } from 'vitest';
import { dashboardMessages, todayUtc } from '@/domain/dashboard-period';
import { messages } from '@/domain/messages';
import { makeDeniedClaim, makeSettledClaim } from '../../../../tests/fixtures/make-claim-records';
import { tally } from '../../../../tests/fixtures/make-tally';
import { makeUser } from '../../../../tests/fixtures/make-user';
import { insertChecks, organisationIdOf } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

async function summary(email = 'member@demo.test', query = '') {
  return t.get(`/api/v1/dashboard-summary${query}`, { cookie: await t.signIn(email) });
}

describe('GET /api/v1/dashboard-summary: the dashboard home', () => {
  it('is all zeros for an organisation with nothing recorded', async () => {
    const response = await summary();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      period: { name: 'all', from: null, to: todayUtc(), bucket: 'week' },
      openChecks: 0,
      openAlerts: 0,
      inReview: tally(),
      settled: tally(),
      denied: tally(),
      redVerdicts: 0,
      trend: [],
    });
  });

  it('counts checks in review by claim type, settled claims by notes and denials by reason', async () => {
    const demo = await organisationIdOf(t, 'demo.test');
    const other = await organisationIdOf(t, 'other.test');
    const db = t.services.db;
    await insertChecks(t, { count: 3, claimType: 'Theft' });
    await insertChecks(t, { count: 2, claimType: null });
    await insertChecks(t, { count: 1, claimType: '' });
    await insertChecks(t, { count: 1 });
    await insertChecks(t, { count: 4, domain: 'other.test', claimType: 'Theft' });
    for (const notes of ['Screen replaced', 'Screen replaced', null, '', '  ', 'Battery swap']) {
      await makeSettledClaim(db, { organisationId: demo, notes });
    }
    await makeSettledClaim(db, { organisationId: other, notes: 'Screen replaced' });
    for (const denialReason of ['Fraud suspected', 'Fraud suspected', 'Device blocked', ' ']) {
      await makeDeniedClaim(db, { organisationId: demo, denialReason });
    }
    await makeDeniedClaim(db, { organisationId: other, denialReason: 'Duplicate claim' });

    expect((await summary()).json()).toMatchObject({
      openChecks: 7,
      inReview: tally(['Theft', 3], ['Unspecified', 3], ['Accidental Damage', 1]),
      settled: tally(['No notes', 3], ['Screen replaced', 2], ['Battery swap', 1]),
      denied: tally(['Fraud suspected', 2], ['Device blocked', 1], ['Unspecified', 1]),
    });
    expect((await summary('admin@other.test')).json()).toMatchObject({
      openChecks: 4,
      inReview: tally(['Theft', 4]),
      settled: tally(['Screen replaced', 1]),
      denied: tally(['Duplicate claim', 1]),
    });
  });

  it.each(['?period=week', '?period=7D', '?period=', '?period=7d&period=30d'])(
    'answers 400 with a clear message to the period %s',
    async (query) => {
      const response = await summary('member@demo.test', query);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: dashboardMessages.invalidPeriod,
      });
    },
  );

  it('answers 401 when signed out and 403 without a role', async () => {
    expect((await t.get('/api/v1/dashboard-summary')).statusCode).toBe(401);
    expect((await summary('norole@demo.test')).statusCode).toBe(403);
  });

  it('answers 403 Organization not found to a member of no organisation', async () => {
    const user = await makeUser(t.services, { role: 'organization_member', organisation: null });
    const response = await summary(user.email);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'NO_ORGANIZATION',
      message: messages.organisationNotFound,
    });
  });
});
