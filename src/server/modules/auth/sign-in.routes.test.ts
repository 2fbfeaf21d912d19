import { describe, expect, it } from 'vitest';
import { messages } from '@/domain/messages';
import { DEMO_PASSWORD } from '@/server/seed/demo-data';
import { makeOrganisation } from '../../../../tests/fixtures/make-organisation';
import { makeUser } from '../../../../tests/fixtures/make-user';
import { setupTestApp } from '../../../../tests/support/test-app';
import { APP_ORIGIN } from '../../../../tests/support/test-env';

const t = setupTestApp();
const SESSION_COOKIE = 'claimguard.session_token';

describe('POST /api/auth/sign-in', () => {
  it('returns the profile and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await t.post('/api/auth/sign-in', { email: 'admin@demo.test', password: DEMO_PASSWORD });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'admin@demo.test',
      firstName: 'Alex',
      lastName: 'Admin',
      title: 'Claims Manager',
      role: 'organization_admin',
      organisation: { name: 'Demo Insurance', domain: 'demo.test' },
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toBeTruthy();
  });

  it('accepts the e-mail with surrounding spaces, as the form may send it', async () => {
    const response = await t.post('/api/auth/sign-in', {
      email: '  member@demo.test ',
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'member@demo.test', role: 'organization_member' });
  });

  it('gives the same answer for a wrong password and an unknown e-mail, and no cookie', async () => {
    const wrongPassword = await t.post('/api/auth/sign-in', {
      email: 'admin@demo.test',
      password: 'not-the-one',
    });
    const unknownEmail = await t.post('/api/auth/sign-in', {
      email: 'nobody@demo.test',
      password: 'not-the-one',
    });

    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      });
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    }
  });

  it('refuses an invited user who has not set a password yet, with the same answer', async () => {
    for (const password of [DEMO_PASSWORD, 'anything-at-all']) {
      const response = await t.post('/api/auth/sign-in', { email: 'invited@demo.test', password });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      });
    }
  });

  it.each([
    [{ email: 'not-an-email', password: DEMO_PASSWORD }, 'Invalid email address'],
    [{ email: 'admin@demo.test', password: '12345' }, 'Password must be at least 6 characters'],
    [{ email: 'not-an-email', password: '1' }, 'Invalid email address'],
    [{ email: 'admin@demo.test', password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
  ])('answers 400 with the first validation message for %j', async (body, message) => {
    const response = await t.post('/api/auth/sign-in', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });

  it('refuses a body with an unknown field', async () => {
    const response = await t.post('/api/auth/sign-in', {
      email: 'admin@demo.test',
      password: DEMO_PASSWORD,
      role: 'super_admin',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('answers 400 to malformed JSON, in the usual error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: APP_ORIGIN, 'content-type': 'application/json' },
      payload: '{"email": "admin@demo.test", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringContaining(messages.invalidRequest) });
  });

  it('answers 413, not a server error, to a body over the limit', async () => {
    const response = await t.post('/api/auth/sign-in', {
      email: 'admin@demo.test',
      password: 'x'.repeat(200_000),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('refuses a sign-in posted from another origin', async () => {
    const response = await t.post(
      '/api/auth/sign-in',
      { email: 'admin@demo.test', password: DEMO_PASSWORD },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: messages.originNotAllowed });
    expect(response.cookies).toEqual([]);
  });

  it('accepts the loopback spellings of a localhost APP_URL, not another port', async () => {
    const signInFrom = (origin: string) =>
      t.post(
        '/api/auth/sign-in',
        { email: 'admin@demo.test', password: DEMO_PASSWORD },
        { headers: { origin } },
      );
    expect((await signInFrom('http://127.0.0.1:3000')).statusCode).toBe(200);
    expect((await signInFrom('http://[::1]:3000')).statusCode).toBe(200);
    expect((await signInFrom('http://127.0.0.1:3001')).statusCode).toBe(403);
  });
});

describe('GET /api/auth/session and POST /api/auth/sign-out', () => {
  it('reads the signed-in profile from the cookie', async () => {
    const cookie = await t.signIn('norole@demo.test');
    const response = await t.get('/api/auth/session', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'norole@demo.test',
      role: null,
      organisation: { name: 'Demo Insurance' },
    });
  });

  it('shows the role and organisation stored for the user', async () => {
    const organisation = await makeOrganisation(t.services, { name: 'Carrier Co', domain: 'carrier.test' });
    const user = await makeUser(t.services, { role: 'organization_admin', organisation, title: 'Ops Lead' });

    const response = await t.get('/api/auth/session', { cookie: await t.signIn(user.email, user.password) });
    expect(response.json()).toEqual({
      userId: user.id,
      email: user.email,
      firstName: 'Test',
      lastName: 'User',
      title: 'Ops Lead',
      role: 'organization_admin',
      organisation: { id: organisation.id, name: 'Carrier Co', domain: 'carrier.test' },
      twoFactor: { enabled: false, required: false, exempt: true },
      // A session renewed as it is used: a week from its sign-in.
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const left = new Date(response.json().expiresAt).getTime() - Date.now();
    expect(left).toBeGreaterThan(7 * 24 * 3_600_000 - 60_000);
  });

  it('answers null without a session cookie, so a visitor is no error', async () => {
    for (const cookie of [undefined, 'theme=dark']) {
      const response = await t.get('/api/auth/session', cookie ? { cookie } : {});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBeNull();
    }
  });

  it('answers 401 to a session cookie that names no session', async () => {
    const response = await t.get('/api/auth/session', { cookie: `${SESSION_COOKIE}=forged.value` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: messages.notAuthenticated });
  });

  it('ends the session: the same cookie no longer reads the profile', async () => {
    const cookie = await t.signIn('member@demo.test');
    const signOut = await t.post('/api/auth/sign-out', undefined, { cookie });
    expect(signOut.statusCode).toBe(204);
    expect(signOut.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');

    const session = await t.get('/api/auth/session', { cookie });
    expect(session.statusCode).toBe(401);
  });

  it('refuses a sign-out posted from another origin and keeps the session', async () => {
    const cookie = await t.signIn('member@demo.test');
    const response = await t.post('/api/auth/sign-out', undefined, {
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await t.get('/api/auth/session', { cookie })).statusCode).toBe(200);
  });

  it('signs out without error when there is no session', async () => {
    const response = await t.post('/api/auth/sign-out', undefined);
    expect(response.statusCode).toBe(204);
  });
});
