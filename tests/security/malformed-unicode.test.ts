import { describe, expect, it } from 'vitest';
import { messages } from '@/domain/messages';
import { MALFORMED_TEXT_MESSAGE } from '@/domain/well-formed-text';
import { auditEvents } from '@/server/db/schema/platform';
import { countRows } from '../support/count-rows';
import { send } from '../support/review-test-support';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();

/** Half of an emoji: a lone surrogate, which once made the audit insert fail with a 500. */
const HALF = 'Broken \uD83D name';

describe('text that is not valid Unicode', () => {
  it.each([
    [
      'a claim type',
      'POST',
      '/api/v1/claim-types',
      'admin@demo.test',
      { claimType: HALF, isTotalLoss: false },
    ],
    ['a denial reason', 'POST', '/api/v1/denial-reasons', 'admin@demo.test', { denialReason: HALF }],
    [
      'a profile name',
      'PATCH',
      '/api/v1/profile',
      'member@demo.test',
      { firstName: HALF, lastName: 'X', title: '' },
    ],
    [
      'an organisation',
      'POST',
      '/api/v1/organisations',
      'super@demo.test',
      { name: HALF, domain: 'half.test' },
    ],
  ] as const)(
    'is refused with 400 in %s, and nothing is written',
    async (_name, method, url, email, payload) => {
      const before = await countRows(t, { audit: auditEvents });
      const response = await send(t, { method, url, cookie: await t.signIn(email), payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: MALFORMED_TEXT_MESSAGE });
      expect(await countRows(t, { audit: auditEvents })).toEqual(before);
    },
  );

  it('is refused when it comes as a JSON escape, as a script would send it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/denial-reasons',
      headers: {
        cookie: await t.signIn('admin@demo.test'),
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
      },
      payload: '{"denialReason":"Escaped \\ud83d half"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MALFORMED_TEXT_MESSAGE);
  });
});

describe('a NUL in the address', () => {
  it.each([
    '/api/v1/finlock-requests?search=%00',
    '/api/v1/carrier-checks?search=a%00b',
    '/api/v1/checks?search=%00',
    '/api/v1/audit-events?actor=%00',
    '/api/v1/checks/a%00b',
  ])('%s is refused (400 INVALID_CHARACTERS), never a 500', async (url) => {
    const response = await t.get(url, { cookie: await t.signIn('super@demo.test') });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_CHARACTERS',
      message: messages.invalidCharacters,
    });
  });
});
