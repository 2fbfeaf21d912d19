import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/support/test-app';

describe('the request rate of a signed-in person', () => {
  it('answers 429 with Retry-After past SESSION_REQUESTS_PER_MINUTE, across their sessions, and no one else', async () => {
    const t = await createTestApp({ env: { SESSION_REQUESTS_PER_MINUTE: '4' } });
    try {
      const [first, second] = [await t.signIn('member@demo.test'), await t.signIn('member@demo.test')];
      const answers = [];
      for (const cookie of [first, second, first, second, first]) {
        answers.push(await t.get('/api/v1/profile', { cookie }));
      }
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 429]);
      expect(answers[0]?.headers['ratelimit-limit']).toBe('4');
      expect(answers[3]?.headers['ratelimit-remaining']).toBe('0');
      const refused = answers[4];
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused?.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });

      const other = await t.get('/api/v1/profile', { cookie: await t.signIn('admin@demo.test') });
      expect(other.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
