import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@/domain/messages';
import { auditEvents } from '@/server/db/schema/platform';
import { DEMO_PASSWORD } from '@/server/seed/demo-data';
import { mailsTo } from '../../../../tests/support/outbox';
import { type RequestOptions, setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();
const FIFTEEN_MINUTES = 15 * 60;
const HOUR = 60 * 60;

const signIn = (email: string, password: string, from: string) =>
  t.post('/api/auth/sign-in', { email, password }, { remoteAddress: from });
const requestReset = (email: string, options: RequestOptions) =>
  t.post('/api/auth/password-reset-requests', { email }, options);

function expectTooManyRequests(response: Awaited<ReturnType<typeof t.get>>, windowSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: messages.tooManyRequests });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('sign-in limits', () => {
  const wrongPasswords = async (email: string, from: string, times: number) => {
    for (let attempt = 1; attempt <= times; attempt++) {
      expect((await signIn(email, 'wrong-password', from)).statusCode).toBe(401);
    }
  };

  it('counts failures only: many right passwords never block the owner', async () => {
    for (let attempt = 1; attempt <= 12; attempt++) {
      expect((await signIn('member@demo.test', DEMO_PASSWORD, '10.0.0.1')).statusCode).toBe(200);
    }
  });

  it('stops one address after 5 failures on an account, while the owner still signs in from another', async () => {
    await wrongPasswords('member@demo.test', '10.0.0.1', 5);

    expectTooManyRequests(await signIn('member@demo.test', DEMO_PASSWORD, '10.0.0.1'), FIFTEEN_MINUTES);
    expect((await signIn('member@demo.test', DEMO_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
    // The address is not blocked for other accounts.
    expect((await signIn('admin@demo.test', DEMO_PASSWORD, '10.0.0.1')).statusCode).toBe(200);
  });

  it("past 10 failures on an account, refuses every address but the owner's until the window ends, unevaluated", async () => {
    expect((await signIn('member@demo.test', DEMO_PASSWORD, '10.0.0.5')).statusCode).toBe(200);
    await wrongPasswords('member@demo.test', '10.0.0.6', 4);
    await wrongPasswords('member@demo.test', '10.0.0.7', 4);
    await wrongPasswords('member@demo.test', '10.0.0.8', 2);
    const lockOuts = await t.services.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'sign_in.locked_out'));
    expect(lockOuts).toMatchObject([{ details: { email: 'member@demo.test' } }]);

    // A fresh address gets no guess, right or wrong, and the wait is the account's window, renewed by nothing.
    const fresh = await signIn('member@demo.test', DEMO_PASSWORD, '10.0.0.9');
    expectTooManyRequests(fresh, FIFTEEN_MINUTES);
    expectTooManyRequests(await signIn('member@demo.test', 'wrong-password', '10.0.0.10'), FIFTEEN_MINUTES);
    // An address that failed 3 times or more is held too, however right its password.
    expectTooManyRequests(await signIn('member@demo.test', DEMO_PASSWORD, '10.0.0.6'), FIFTEEN_MINUTES);
    // The address the owner signed in from keeps working.
    expect((await signIn('member@demo.test', DEMO_PASSWORD, '10.0.0.5')).statusCode).toBe(200);
    // Other accounts are not affected.
    expect((await signIn('admin@demo.test', DEMO_PASSWORD, '10.0.0.9')).statusCode).toBe(200);
  });

  it('lets the owner in after a typo made before others guessed, however many guess after', async () => {
    await wrongPasswords('member@demo.test', '10.0.0.11', 1);
    const attackers = [];
    for (let i = 1; i <= 20; i++)
      attackers.push(await signIn('member@demo.test', 'wrong-password', `10.0.4.${i}`));
    expect(attackers.map((r) => r.statusCode)).toEqual([...Array(9).fill(401), ...Array(11).fill(429)]);

    expect((await signIn('member@demo.test', DEMO_PASSWORD, '10.0.0.11')).statusCode).toBe(200);
    // Signed in, the address is known: more typos there do not shut the owner out either.
    await wrongPasswords('member@demo.test', '10.0.0.11', 3);
    expect((await signIn('member@demo.test', DEMO_PASSWORD, '10.0.0.11')).statusCode).toBe(200);
  });

  it('counts an IPv6 address by its /64', async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await signIn('member@demo.test', 'wrong-password', `2001:db8:1:2::${i}`)).statusCode).toBe(401);
    }

    expectTooManyRequests(
      await signIn('member@demo.test', DEMO_PASSWORD, '2001:db8:1:2:ffff::1'),
      FIFTEEN_MINUTES,
    );
    expect((await signIn('member@demo.test', DEMO_PASSWORD, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('a success forgives the address its earlier failures on the account', async () => {
    await wrongPasswords('member@demo.test', '10.0.0.9', 4);
    expect((await signIn('member@demo.test', DEMO_PASSWORD, '10.0.0.9')).statusCode).toBe(200);

    await wrongPasswords('member@demo.test', '10.0.0.9', 4);
    expect((await signIn('member@demo.test', DEMO_PASSWORD, '10.0.0.9')).statusCode).toBe(200);
  });

  it('lets one address fail on 30 accounts, then refuses it while others still get in', async () => {
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
