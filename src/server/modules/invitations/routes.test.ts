import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_PENDING_INVITATION } from '@/server/seed/demo-data';
import { latestLinkTo } from '../../../../tests/support/outbox';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();
const INVITEE = DEMO_PENDING_INVITATION.email;
const PASSWORD = 'invited-pass';

/** The token of the demo invitation, read from its mail the way the invitee would follow the link. */
async function invitationToken(): Promise<string> {
  const link = await latestLinkTo(t.services, INVITEE);
  expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/accept-invite');
  expect(link.searchParams.get('type')).toBe('invite');
  const token = link.searchParams.get('access_token');
  if (!token) throw new Error('the invitation link carries no access_token');
  return token;
}

const verify = (token: string) => t.get(`/api/v1/invitations/${encodeURIComponent(token)}`);
const accept = (token: string, password = PASSWORD, confirmPassword = password) =>
  t.post(`/api/v1/invitations/${encodeURIComponent(token)}/acceptance`, { password, confirmPassword });

const expireInvitations = () =>
  t.services.db.execute(sql`update invitations set expires_at = now() - interval '1 minute'`);

describe('GET /api/v1/invitations/:token', () => {
  it('shows whom the link invites', async () => {
    const response = await verify(await invitationToken());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'invited@demo.test' });
  });

  it('answers 404 Invalid or expired invitation link to a made-up or expired token', async () => {
    const token = await invitationToken();
    await expireInvitations();
    for (const candidate of [token, 'made-up-token']) {
      const response = await verify(candidate);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Invalid or expired invitation link',
      });
    }
  });
});

describe('POST /api/v1/invitations/:token/acceptance', () => {
  it('sets the password, after which the invitee signs in with the invited role and organisation', async () => {
    const response = await accept(await invitationToken());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Please sign in with your new password' });

    const signIn = await t.post('/api/auth/sign-in', { email: INVITEE, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({
      email: INVITEE,
      firstName: 'Ines',
      role: 'organization_member',
      organisation: { name: 'Demo Insurance', domain: 'demo.test' },
    });
  });

  it('works once: the second acceptance answers 404 and keeps the first password', async () => {
    const token = await invitationToken();
    expect((await accept(token)).statusCode).toBe(200);

    const again = await accept(token, 'another-password');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Invalid invitation token' });
    expect((await verify(token)).statusCode).toBe(404);
    const withSecond = await t.post('/api/auth/sign-in', { email: INVITEE, password: 'another-password' });
    expect(withSecond.statusCode).toBe(401);
    await expect(t.signIn(INVITEE, PASSWORD)).resolves.toBeTruthy();
  });

  it('refuses an expired invitation and leaves the account unusable', async () => {
    const token = await invitationToken();
    await expireInvitations();

    const response = await accept(token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Invalid invitation token' });
    expect((await t.post('/api/auth/sign-in', { email: INVITEE, password: PASSWORD })).statusCode).toBe(401);
  });

  it('refuses a forged token', async () => {
    const response = await accept('forged-token-that-was-never-mailed');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Invalid invitation token' });
  });

  it.each([
    [{ password: 'seven77', confirmPassword: 'seven77' }, 'Password must be at least 8 characters'],
    [{ password: PASSWORD, confirmPassword: 'different-one' }, "Passwords don't match"],
    [{ password: '', confirmPassword: '' }, 'Password is required'],
  ])('refuses %j with its message and keeps the link open', async (body, message) => {
    const token = await invitationToken();
    const response = await t.post(`/api/v1/invitations/${encodeURIComponent(token)}/acceptance`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect((await verify(token)).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous acceptances of one link succeed', async () => {
    const token = await invitationToken();
    const responses = await Promise.all([accept(token, 'first-password'), accept(token, 'second-password')]);

    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const winner = responses[0]?.statusCode === 200 ? 'first-password' : 'second-password';
    const loser = winner === 'first-password' ? 'second-password' : 'first-password';
    await expect(t.signIn(INVITEE, winner)).resolves.toBeTruthy();
    expect((await t.post('/api/auth/sign-in', { email: INVITEE, password: loser })).statusCode).toBe(401);
  });
});
