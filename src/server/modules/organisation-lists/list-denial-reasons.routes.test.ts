import { describe, expect, it } from 'vitest';
import { messages } from '@/domain/messages';
import { makeUser } from '../../../../tests/fixtures/make-user';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

const DEMO_REASONS = ['Device blocked', 'Fraud suspected', 'Policy excluded', 'Pre-existing damage'];
const OTHER_REASONS = ['Duplicate claim', 'Outside policy period'];

describe('GET /api/v1/denial-reasons', () => {
  it.each([
    ['member@demo.test', DEMO_REASONS],
    ['admin@demo.test', DEMO_REASONS],
    ['super@demo.test', DEMO_REASONS],
    ['member@other.test', OTHER_REASONS],
  ])("gives %s only its organisation's reasons, by name", async (email, expected) => {
    const response = await t.get('/api/v1/denial-reasons', { cookie: await t.signIn(email) });
    expect(response.statusCode).toBe(200);
    const reasons = response.json() as Array<{ id: string; denialReason: string }>;
    expect(reasons.map((reason) => reason.denialReason)).toEqual(expected);
    expect(reasons.every((reason) => /^[0-9a-f-]{36}$/.test(reason.id))).toBe(true);
  });

  it('answers 401 when signed out and 403 without a role or organisation', async () => {
    expect((await t.get('/api/v1/denial-reasons')).statusCode).toBe(401);
    const noRole = await t.get('/api/v1/denial-reasons', { cookie: await t.signIn('norole@demo.test') });
    expect(noRole.statusCode).toBe(403);
    const homeless = await makeUser(t.services, { role: 'organization_member', organisation: null });
    const response = await t.get('/api/v1/denial-reasons', { cookie: await t.signIn(homeless.email) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'NO_ORGANIZATION',
      message: messages.organisationNotFound,
    });
  });
});
