import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@/server/seed/demo-data';
import { makeIntake } from '../fixtures/make-intake';
import { latestLinkTo } from '../support/outbox';
import { setupTestApp } from '../support/test-app';

/** Every line the app logs, at info and above, as pino wrote it. */
const lines: string[] = [];
const t = setupTestApp({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
beforeEach(() => {
  lines.length = 0;
});

const WRONG_PASSWORD = 'not-the-Secret-4711';
const NEW_PASSWORD = 'a-Brand-new-secret-0815';
const WARN = 40;
const INFO = 30;

/** The whole captured log as one text, to search for a secret anywhere in it. */
const wholeLog = () => lines.join('');
function eventsNamed(name: string): Array<Record<string, unknown>> {
  return lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.securityEvent === name);
}
function onlyEvent(name: string): Record<string, unknown> {
  const events = eventsNamed(name);
  expect(events, `security events named ${name}`).toHaveLength(1);
  return events[0] as Record<string, unknown>;
}

const signIn = (email: string, password: string, from = '10.50.0.1') =>
  t.post('/api/auth/sign-in', { email, password }, { remoteAddress: from });

describe('sign-in events', () => {
  it('logs a wrong password with the account, address and reason, and never the password', async () => {
    expect((await signIn('Member@Demo.test', WRONG_PASSWORD)).statusCode).toBe(401);

    expect(onlyEvent('sign-in-failed')).toMatchObject({
      level: WARN,
      msg: 'security event',
      reqId: expect.any(String),
      email: 'member@demo.test',
      ip: '10.50.0.1',
      method: 'POST',
      route: '/api/auth/sign-in',
      reason: 'wrong-password',
    });
    // The error plugin adds no second, vaguer event for the same 401.
    expect(eventsNamed('unauthenticated')).toHaveLength(0);
    expect(wholeLog()).not.toContain(WRONG_PASSWORD);
  });

  it('logs a sign-in to an unknown account as such', async () => {
    expect((await signIn('nobody@demo.test', WRONG_PASSWORD)).statusCode).toBe(401);

    expect(onlyEvent('sign-in-failed')).toMatchObject({
      email: 'nobody@demo.test',
      reason: 'unknown-account',
    });
    expect(wholeLog()).not.toContain(WRONG_PASSWORD);
  });

  it('logs a refused sign-in past the limit as rate-limited, with the wait', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) await signIn('member@demo.test', WRONG_PASSWORD);
    lines.length = 0;

    expect((await signIn('member@demo.test', DEMO_PASSWORD)).statusCode).toBe(429);

    expect(onlyEvent('sign-in-failed')).toMatchObject({
      level: WARN,
      email: 'member@demo.test',
      reason: 'rate-limited',
      retryAfterSeconds: expect.any(Number),
    });
    expect(eventsNamed('rate-limited')).toHaveLength(0);
    expect(wholeLog()).not.toContain(DEMO_PASSWORD);
  });

  it('logs a successful sign-in at info, without the password or the session cookie', async () => {
    const response = await signIn('member@demo.test', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const session = response.cookies.find((cookie) => cookie.name === 'claimguard.session_token');

    expect(onlyEvent('sign-in-succeeded')).toMatchObject({
      level: INFO,
      email: 'member@demo.test',
      userId: expect.any(String),
    });
    expect(session?.value).toBeTruthy();
    expect(wholeLog()).not.toContain(DEMO_PASSWORD);
    expect(wholeLog()).not.toContain(session?.value);
  });
});

describe('refusal events', () => {
  it('logs a request without a valid session as unauthenticated, never the cookie it sent', async () => {
    const forged = 'forged-session-value-1234567890.abcdef';
    const response = await t.get('/api/v1/checks', {
      cookie: `claimguard.session_token=${forged}`,
      remoteAddress: '10.50.0.2',
    });
    expect(response.statusCode).toBe(401);

    expect(onlyEvent('unauthenticated')).toMatchObject({
      level: WARN,
      reason: 'invalid-session',
      ip: '10.50.0.2',
      method: 'GET',
      route: '/api/v1/checks',
      userId: null,
    });
    expect(wholeLog()).not.toContain(forged);
  });

  it('logs a request without any session cookie as such', async () => {
    expect((await t.get('/api/v1/checks')).statusCode).toBe(401);
    expect(onlyEvent('unauthenticated')).toMatchObject({
      level: WARN,
      reason: 'no-session',
      route: '/api/v1/checks',
    });
  });

  it("logs nothing for the web app's signed-out session probe, and a stale session cookie there as a warning", async () => {
    expect((await t.get('/api/auth/session')).statusCode).toBe(200);
    expect(eventsNamed('unauthenticated')).toEqual([]);

    expect(
      (await t.get('/api/auth/session', { cookie: 'claimguard.session_token=stale.value' })).statusCode,
    ).toBe(401);
    expect(eventsNamed('unauthenticated').at(-1)).toMatchObject({ level: WARN, reason: 'invalid-session' });
  });

  it('logs a permission refusal with the user, role and action, never the session cookie', async () => {
    const cookie = await t.signIn('member@demo.test');
    lines.length = 0;
    const response = await t.post('/api/v1/claim-types', { claimType: 'Water Damage' }, { cookie });
    expect(response.statusCode).toBe(403);

    expect(onlyEvent('forbidden')).toMatchObject({
      level: WARN,
      reason: 'permission',
      action: 'organisation:manage',
      role: 'organization_member',
      userId: expect.any(String),
      route: '/api/v1/claim-types',
    });
    expect(wholeLog()).not.toContain(cookie.split('=')[1]);
  });

  it('logs a user without an organisation refused a product service', async () => {
    const cookie = await t.signIn('member@demo.test');
    await t.services.db.execute(sql`
      update profiles set organization_id = null
      where id = (select id from users where email = 'member@demo.test')`);
    lines.length = 0;

    expect((await t.post('/api/v1/checks', makeIntake(), { cookie })).statusCode).toBe(403);

    expect(onlyEvent('forbidden')).toMatchObject({ reason: 'no-organisation', action: 'product:use' });
  });

  it('logs an unsafe request from a foreign origin with that origin', async () => {
    const response = await t.post(
      '/api/auth/sign-in',
      { email: 'member@demo.test', password: DEMO_PASSWORD },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(response.statusCode).toBe(403);

    expect(onlyEvent('forbidden')).toMatchObject({
      reason: 'foreign-origin',
      origin: 'https://evil.example',
      route: '/api/auth/sign-in',
    });
    expect(eventsNamed('sign-in-failed')).toHaveLength(0);
    expect(wholeLog()).not.toContain(DEMO_PASSWORD);
  });

  it('logs a cookie-carrying unsafe request that does not show it comes from the app', async () => {
    const cookie = await t.signIn('admin@demo.test');
    lines.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/denial-reasons',
      headers: { cookie },
      payload: { denialReason: 'Sent from a script' },
    });
    expect(response.statusCode).toBe(403);

    expect(onlyEvent('forbidden')).toMatchObject({
      reason: 'missing-origin',
      route: '/api/v1/denial-reasons',
    });
    expect(wholeLog()).not.toContain(cookie.split('=')[1]);
  });

  it('logs every answer over a rate limit, with the address and the wait', async () => {
    const contact = () =>
      t.post(
        '/api/v1/contact-messages',
        { name: 'Pat', email: 'pat@example.com', subject: 'Hello', message: 'Please call me.' },
        { remoteAddress: '10.50.0.3' },
      );
    for (let n = 0; n < 5; n += 1) expect((await contact()).statusCode).toBe(202);
    expect(eventsNamed('rate-limited')).toHaveLength(0);

    expect((await contact()).statusCode).toBe(429);

    expect(onlyEvent('rate-limited')).toMatchObject({
      level: WARN,
      ip: '10.50.0.3',
      route: '/api/v1/contact-messages',
      retryAfterSeconds: expect.any(Number),
    });
  });
});

describe('password-reset events', () => {
  it('logs the request, and neither the reset link nor its token nor the new password anywhere', async () => {
    const asked = await t.post(
      '/api/auth/password-reset-requests',
      { email: 'member@demo.test' },
      { remoteAddress: '10.50.0.4' },
    );
    expect(asked.statusCode).toBe(202);
    const link = await latestLinkTo(t.services, 'member@demo.test');
    const token = link.searchParams.get('token') ?? '';
    expect(token).not.toBe('');
    // The reset page and the API both see the token: in the query and in the path.
    expect((await t.get(`/reset-password${link.search}`)).statusCode).toBe(200);
    const resetUrl = `/api/auth/password-resets/${encodeURIComponent(token)}`;
    expect((await t.get(resetUrl)).statusCode).toBe(200);
    const reset = await t.post(resetUrl, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);

    expect(onlyEvent('password-reset-requested')).toMatchObject({
      level: INFO,
      email: 'member@demo.test',
      ip: '10.50.0.4',
      outcome: 'accepted',
    });
    const log = wholeLog();
    expect(log).toContain('/api/auth/password-resets/[redacted]');
    expect(log).toContain('token=[redacted]');
    expect(log).not.toContain(token);
    expect(log).not.toContain(encodeURIComponent(token));
    expect(log).not.toContain(NEW_PASSWORD);
  });

  it('logs an API key or secret sent in the address with the value redacted', async () => {
    const admin = await t.signIn('admin@demo.test');
    const created = await t.post(
      '/api/v1/api-keys',
      { name: 'Logged', scopes: ['checks:read'] },
      { cookie: admin },
    );
    expect(created.statusCode, created.body).toBe(201);
    const { key } = created.json() as { key: string };
    lines.length = 0;
    const names = ['api_key', 'apiKey', 'key', 'token', 'access_token', 'secret', 'password'];
    await t.get(
      `/api/v1/checks?page=1&${names.map((name) => `${name}=${encodeURIComponent(key)}`).join('&')}`,
    );
    const log = wholeLog();
    expect(log).toContain('page=1');
    for (const name of names) expect(log).toContain(`${name}=[redacted]`);
    expect(log).not.toContain(key);
    expect(log).not.toContain(encodeURIComponent(key));
  });

  it('logs a reset request over the limit as rate-limited', async () => {
    for (let n = 0; n < 3; n += 1)
      await t.post('/api/auth/password-reset-requests', { email: 'admin@demo.test' });
    lines.length = 0;

    expect((await t.post('/api/auth/password-reset-requests', { email: 'admin@demo.test' })).statusCode).toBe(
      429,
    );

    expect(onlyEvent('password-reset-requested')).toMatchObject({
      level: WARN,
      email: 'admin@demo.test',
      outcome: 'rate-limited',
    });
    expect(eventsNamed('rate-limited')).toHaveLength(0);
  });
});
