import { describe, expect, it } from 'vitest';
import { organizationClaimTypes } from '@/server/db/schema/organisations';
import { countRows } from '../support/count-rows';
import { send } from '../support/review-test-support';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();

/** Inputs the fuzzing found answering 500, each pinned here so the fix stays. */
describe('inputs that once made the server fail', () => {
  it('a NUL byte in a path token is refused as unreadable input, not a server error', async () => {
    const response = await t.get('/api/auth/password-resets/a%00b');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_CHARACTERS',
      message: 'The request contains characters that cannot be stored (such as a NUL byte).',
    });
  });

  it('a NUL byte in a stored text field is refused and stores nothing', async () => {
    const before = await countRows(t, { claimTypes: organizationClaimTypes });
    const response = await send(t, {
      method: 'POST',
      url: '/api/v1/claim-types',
      cookie: await t.signIn('admin@demo.test'),
      payload: { claimType: 'Screen\u0000Damage', isTotalLoss: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_CHARACTERS');
    expect(await countRows(t, { claimTypes: organizationClaimTypes })).toEqual(before);
  });

  it('a NUL byte in a text kept as JSON (a triage rule) is refused and stores nothing', async () => {
    const admin = await t.signIn('admin@demo.test');
    const rule = {
      name: 'a\u0000b',
      when: { fact: 'blocklisted' },
      effect: { kind: 'addPoints', points: 5 },
      reason: 'Blocked',
      whenNotReported: 'skip',
    };
    const response = await send(t, {
      method: 'PUT',
      url: '/api/v1/triage-rules',
      cookie: admin,
      payload: { thresholds: { review: 15, refer: 30 }, rules: [rule] },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('INVALID_CHARACTERS');
    expect((await t.get('/api/v1/triage-rules', { cookie: admin })).json()).toMatchObject({ version: 0 });
  });

  it.each([
    ['no body at all', undefined],
    ['an empty body', ''],
  ])('an avatar upload with %s is refused as not an image', async (_name, payload) => {
    const response = await send(t, {
      method: 'PUT',
      url: '/api/v1/profile/avatar',
      cookie: await t.signIn('member@demo.test'),
      ...(payload === undefined ? {} : { payload }),
    });
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json().code).toBe('INVALID_FILE_TYPE');
  });
});
