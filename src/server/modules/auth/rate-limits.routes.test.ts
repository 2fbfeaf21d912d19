import { describe, expect, it } from 'vitest';
import { mailsTo } from '../../../../tests/support/outbox';
import { type RequestOptions, setupTestApp } from '../../../../tests/support/test-app';
import { messages } from '../../../domain/messages';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';

const t = setupTestApp();
const FIFTEEN_MINUTES = 15 * 60;
const HOUR = 60 * 60;

const signIn = (email: string, password: string, from: string) =>
  t.post('/api/auth/sign-in', { email, password }, { remoteAddress: from });
const requestReset = (email: string, options: RequestOptions) =>
  t.post('/api/auth/password-reset-requests', { email }, options);

function expectTooManyRequests(response: Awaited<ReturnType<typeof t.get>>, windowSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: messages.tooManyRequests });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('sign-in limits', () => {
  it('refuses the 11th attempt on an account, even with the right password from another address', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await signIn('member@demo.test', 'wrong-password', '10.0.0.1')).statusCode).toBe(401);
    }

    expectTooManyRequests(await signIn('member@demo.test', DEMO_PASSWORD, '10.0.0.2'), FIFTEEN_MINUTES);
    // The address itself is not blocked: another account still signs in from it.
    expect((await signIn('admin@demo.test', DEMO_PASSWORD, '10.0.0.1')).statusCode).toBe(200);
  });

  it('lets one address try 30 accounts, then refuses it while others still get in', async () => {
    const attempts = Array.from({ length: 30 }, (_, i) =>
      signIn(`guess-${i}@demo.test`, 'wrong-password', '10.0.0.3'),
    );
    // Sent together: the shared counter must not let simultaneous attempts slip past the limit.
    const answers = await Promise.all(attempts);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(30).fill(401));

    expectTooManyRequests(await signIn('admin@demo.test', DEMO_PASSWORD, '10.0.0.3'), FIFTEEN_MINUTES);
    expect((await signIn('admin@demo.test', DEMO_PASSWORD, '10.0.0.4')).statusCode).toBe(200);
  });
});

describe('password-reset limits', () => {
  it('mails one account at most 3 times an hour, whatever the address asking', async () => {
    for (const from of ['10.0.1.1', '10.0.1.2', '10.0.1.3']) {
      expect((await requestReset('member@demo.test', { remoteAddress: from })).statusCode).toBe(202);
    }

    expectTooManyRequests(await requestReset('member@demo.test', { remoteAddress: '10.0.1.4' }), HOUR);
    expect(await mailsTo(t.services, 'member@demo.test')).toHaveLength(3);
  });

  it('lets one address ask 10 times an hour', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await requestReset(`someone-${i}@demo.test`, { remoteAddress: '10.0.1.5' })).statusCode).toBe(
        202,
      );
    }

    expectTooManyRequests(await requestReset('admin@demo.test', { remoteAddress: '10.0.1.5' }), HOUR);
    expect(await mailsTo(t.services, 'admin@demo.test')).toHaveLength(0);
    expect((await requestReset('admin@demo.test', { remoteAddress: '10.0.1.6' })).statusCode).toBe(202);
  });
});

describe('contact form limit', () => {
  const contact = (from: string) =>
    t.post(
      '/api/v1/contact-messages',
      { name: 'Pat', email: 'pat@example.com', subject: 'Hello', message: 'Please call me.' },
      { remoteAddress: from },
    );

  it('accepts 5 messages an hour from one address and refuses the 6th without mailing it', async () => {
    for (let i = 0; i < 5; i++) expect((await contact('10.0.2.1')).statusCode).toBe(202);

    expectTooManyRequests(await contact('10.0.2.1'), HOUR);
    expect(await mailsTo(t.services, t.services.env.CONTACT_TO)).toHaveLength(5);
    expect((await contact('10.0.2.2')).statusCode).toBe(202);
  });
});
