import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@/domain/messages';
import { DEMO_PASSWORD } from '@/server/seed/demo-data';
import { latestLinkTo, mailsTo } from '../../../../tests/support/outbox';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();
const NEW_PASSWORD = 'brand-new-secret';

/** Asks for a reset link as the "Forgot Password?" form does and returns the token mailed to the account. */
async function mailedResetToken(email: string): Promise<string> {
  const response = await t.post('/api/auth/password-reset-requests', { email });
  expect(response.statusCode).toBe(202);
  const link = await latestLinkTo(t.services, email);
  expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/reset-password');
  expect(link.searchParams.get('type')).toBe('recovery');
  const token = link.searchParams.get('token');
  if (!token) throw new Error('the reset link carries no token');
  return token;
}

const resetUrl = (token: string) => `/api/auth/password-resets/${encodeURIComponent(token)}`;
const setPassword = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  t.post(resetUrl(token), { password, confirmPassword });

describe('POST /api/auth/password-reset-requests', () => {
  it('answers an existing and an unknown e-mail identically, and mails only the existing one', async () => {
    const known = await t.post('/api/auth/password-reset-requests', { email: 'member@demo.test' });
    const unknown = await t.post('/api/auth/password-reset-requests', { email: 'nobody@demo.test' });

    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: 'Check your email for the reset link' });
    expect(await mailsTo(t.services, 'member@demo.test')).toHaveLength(1);
    expect(await mailsTo(t.services, 'nobody@demo.test')).toHaveLength(0);
  });

  it('answers before the account is even looked up, so its timing cannot tell whether the account exists', async () => {
    let finishAccountWork = () => {};
    const accountWork = new Promise<{ status: boolean; message: string }>((resolve) => {
      finishAccountWork = () => resolve({ status: true, message: '' });
    });
    const spy = vi.spyOn(t.services.auth.api, 'requestPasswordReset').mockReturnValue(accountWork);
    try {
      for (const email of ['member@demo.test', 'nobody@demo.test']) {
        const response = await t.post('/api/auth/password-reset-requests', { email });
        expect(response.statusCode).toBe(202);
      }
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      finishAccountWork();
      spy.mockRestore();
    }
  });

  it('refuses an invalid e-mail address', async () => {
    const response = await t.post('/api/auth/password-reset-requests', { email: 'member' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid email address' });
  });
});

describe('the mailed reset link', () => {
  it('sets a new password: the old one stops working and the new one signs in', async () => {
    const token = await mailedResetToken('member@demo.test');

    const response = await setPassword(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been successfully updated' });

    const oldPassword = await t.post('/api/auth/sign-in', {
      email: 'member@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(oldPassword.statusCode).toBe(401);
    await expect(t.signIn('member@demo.test', NEW_PASSWORD)).resolves.toContain('claimguard.session_token=');
  });

  it('works once: a second use answers 400 Invalid or expired link', async () => {
    const token = await mailedResetToken('member@demo.test');
    expect((await setPassword(token)).statusCode).toBe(200);

    const again = await setPassword(token, 'yet-another-one');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN', message: 'Invalid or expired link' });
    await expect(t.signIn('member@demo.test', NEW_PASSWORD)).resolves.toBeTruthy();
  });

  it('ends every session the account had', async () => {
    const session = await t.signIn('member@demo.test');
    const token = await mailedResetToken('member@demo.test');
    expect((await setPassword(token)).statusCode).toBe(200);

    expect((await t.get('/api/auth/session', { cookie: session })).statusCode).toBe(401);
  });

  it('is checked before the form is shown: 200 while valid, 404 when made up', async () => {
    const token = await mailedResetToken('member@demo.test');
    expect((await t.get(resetUrl(token))).statusCode).toBe(200);

    const forged = await t.get(resetUrl('made-up-token'));
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toMatchObject({ code: 'NOT_FOUND', message: messages.invalidResetLink });
  });

  it('is refused once expired, and the password stays as it was', async () => {
    const token = await mailedResetToken('member@demo.test');
    await t.services.db.execute(sql`update verifications set expires_at = now() - interval '1 minute'`);

    expect((await t.get(resetUrl(token))).statusCode).toBe(404);
    const response = await setPassword(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Invalid or expired link' });
    await expect(t.signIn('member@demo.test')).resolves.toBeTruthy();
  });

  it('is refused when made up', async () => {
    const response = await setPassword('made-up-token');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Invalid or expired link' });
  });

  it.each([
    [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 6 characters'],
    [{ password: NEW_PASSWORD, confirmPassword: 'something-else' }, "Passwords don't match"],
    [{ password: '', confirmPassword: '' }, 'Password is required'],
  ])('refuses %j with its message and keeps the link usable', async (body, message) => {
    const token = await mailedResetToken('member@demo.test');
    const response = await t.post(resetUrl(token), body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });

    expect((await setPassword(token)).statusCode).toBe(200);
  });
});
