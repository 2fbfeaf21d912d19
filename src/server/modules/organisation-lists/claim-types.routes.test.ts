import { describe, expect, it } from 'vitest';
import { messages } from '@/domain/messages';
import { makeUser } from '../../../../tests/fixtures/make-user';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

const DEMO_TYPES = [
  { claimType: 'Accidental Damage', isTotalLoss: false },
  { claimType: 'Loss', isTotalLoss: false },
  { claimType: 'Theft', isTotalLoss: false },
  { claimType: 'Total Loss', isTotalLoss: true },
];
const OTHER_TYPES = [
  { claimType: 'Accidental Damage', isTotalLoss: false },
  { claimType: 'Liquid Damage', isTotalLoss: false },
  { claimType: 'Write-off', isTotalLoss: true },
];

describe('GET /api/v1/claim-types', () => {
  it.each([
    ['member@demo.test', DEMO_TYPES],
    ['admin@demo.test', DEMO_TYPES],
    ['member@other.test', OTHER_TYPES],
    ['admin@other.test', OTHER_TYPES],
  ])("gives %s only its organisation's claim types, by name", async (email, expected) => {
    const response = await t.get('/api/v1/claim-types', { cookie: await t.signIn(email) });
    expect(response.statusCode).toBe(200);
    const types = response.json() as Array<{ id: string; claimType: string; isTotalLoss: boolean }>;
    expect(types.map(({ claimType, isTotalLoss }) => ({ claimType, isTotalLoss }))).toEqual(expected);
    expect(types.every((type) => /^[0-9a-f-]{36}$/.test(type.id))).toBe(true);
  });

  it("gives the two organisations' 'Accidental Damage' different ids", async () => {
    const demo = (await t.get('/api/v1/claim-types', { cookie: await t.signIn('member@demo.test') })).json();
    const other = (
      await t.get('/api/v1/claim-types', { cookie: await t.signIn('member@other.test') })
    ).json();
    const ids = (types: Array<{ id: string }>) => new Set(types.map((type) => type.id));
    expect([...ids(demo)].filter((id) => ids(other).has(id))).toEqual([]);
  });

  it('answers 401 when signed out and 403 without a role', async () => {
    const signedOut = await t.get('/api/v1/claim-types');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: messages.notAuthenticated });
    const noRole = await t.get('/api/v1/claim-types', { cookie: await t.signIn('norole@demo.test') });
    expect(noRole.statusCode).toBe(403);
  });

  it('answers 403 Organization not found to a member of no organisation', async () => {
    const user = await makeUser(t.services, { role: 'organization_member', organisation: null });
    const response = await t.get('/api/v1/claim-types', { cookie: await t.signIn(user.email) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'NO_ORGANIZATION',
      message: messages.organisationNotFound,
    });
  });
});
