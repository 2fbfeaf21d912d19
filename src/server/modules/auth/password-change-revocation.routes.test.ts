import { describe, expect, it } from 'vitest';
import { DEMO_PENDING_INVITATION } from '@/server/seed/demo-data';
import { latestLinkTo } from '../../../../tests/support/outbox';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();
const INVITEE = DEMO_PENDING_INVITATION.email;

async function linkToken(email: string, parameter: 'token' | 'access_token'): Promise<string> {
  const token = (await latestLinkTo(t.services, email)).searchParams.get(parameter);
  if (!token) throw new Error(`the mail to ${email} carries no ${parameter}`);
  return token;
}

async function mailedResetToken(email: string): Promise<string> {
  expect((await t.post('/api/auth/password-reset-requests', { email })).statusCode).toBe(202);
  return linkToken(email, 'token');
}

const resetWith = (token: string, password: string) =>
  t.post(`/api/auth/password-resets/${encodeURIComponent(token)}`, { password, confirmPassword: password });
const acceptWith = (token: string, password: string) =>
  t.post(`/api/v1/invitations/${encodeURIComponent(token)}/acceptance`, {
    password,
    confirmPassword: password,
  });
const signInStatus = async (email: string, password: string) =>
  (await t.post('/api/auth/sign-in', { email, password })).statusCode;

describe('a password change revokes every other way into the account', () => {
  it('a newer reset link makes the older one invalid', async () => {
    const older = await mailedResetToken('member@demo.test');
    const newer = await mailedResetToken('member@demo.test');

    expect((await resetWith(newer, 'chosen-by-owner')).statusCode).toBe(200);

    expect((await t.get(`/api/auth/password-resets/${encodeURIComponent(older)}`)).statusCode).toBe(404);
    expect((await resetWith(older, 'chosen-by-thief')).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(await signInStatus('member@demo.test', 'chosen-by-thief')).toBe(401);
    expect(await signInStatus('member@demo.test', 'chosen-by-owner')).toBe(200);
  });

  it("accepting an invitation makes the invitee's earlier reset links invalid", async () => {
    const invitation = await linkToken(INVITEE, 'access_token');
    const reset = await mailedResetToken(INVITEE);

    expect((await acceptWith(invitation, 'chosen-by-owner')).statusCode).toBe(200);

    expect((await resetWith(reset, 'chosen-by-thief')).statusCode).toBe(400);
    expect(await signInStatus(INVITEE, 'chosen-by-owner')).toBe(200);
  });

  it('a reset makes the open invitation invalid: it no longer overwrites the password', async () => {
    const invitation = await linkToken(INVITEE, 'access_token');
    const reset = await mailedResetToken(INVITEE);

    expect((await resetWith(reset, 'chosen-by-owner')).statusCode).toBe(200);

    expect((await t.get(`/api/v1/invitations/${encodeURIComponent(invitation)}`)).statusCode).toBe(404);
    expect((await acceptWith(invitation, 'chosen-by-thief')).statusCode).toBe(404);
    expect(await signInStatus(INVITEE, 'chosen-by-thief')).toBe(401);
    expect(await signInStatus(INVITEE, 'chosen-by-owner')).toBe(200);
  });
});
