import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '@/server/db/schema/auth';
import { userRoles } from '@/server/db/schema/people';
import { setupTestApp } from '../../../tests/support/test-app';

const t = setupTestApp();
const HOUR = 60 * 60 * 1000;

/** The session row behind a Cookie header from t.signIn. */
async function sessionOf(email: string) {
  const [row] = await t.services.db
    .select({ token: sessions.token, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no session for ${email}`);
  return row;
}

describe('the signed-in user of a request', () => {
  it('is read from a signed-in cookie with role and organisation', async () => {
    const cookie = await t.signIn('admin@demo.test');
    const response = await t.get('/api/auth/session', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'admin@demo.test',
      role: 'organization_admin',
      organisation: { name: 'Demo Insurance' },
    });
  });

  it('is nobody when the cookie was tampered with or names a session that does not exist', async () => {
    const cookie = await t.signIn('member@demo.test');
    const { token } = await sessionOf('member@demo.test');
    const forgedToken = cookie.replace(
      encodeURIComponent(token),
      // Another last character (a token may itself end in x).
      encodeURIComponent(`${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`),
    );
    expect(forgedToken).not.toBe(cookie);
    expect((await t.get('/api/auth/session', { cookie: forgedToken })).statusCode).toBe(401);

    await t.services.db.delete(sessions).where(eq(sessions.token, token));
    expect((await t.get('/api/v1/checks', { cookie })).statusCode).toBe(401);
  });

  it('loses a role taken away at once, without signing in again', async () => {
    const cookie = await t.signIn('member@demo.test');
    expect((await t.get('/api/v1/checks', { cookie })).statusCode).toBe(200);
    const [member] = await t.services.db.select().from(users).where(eq(users.email, 'member@demo.test'));
    await t.services.db.delete(userRoles).where(eq(userRoles.userId, member?.id ?? ''));
    expect((await t.get('/api/v1/checks', { cookie })).statusCode).toBe(403);
  });

  it('is nobody once the session has expired, and the expired session is removed', async () => {
    const cookie = await t.signIn('member@demo.test');
    const { token } = await sessionOf('member@demo.test');
    await t.services.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, token));

    expect((await t.get('/api/auth/session', { cookie })).statusCode).toBe(401);
    const left = await t.services.db.select().from(sessions).where(eq(sessions.token, token));
    expect(left).toEqual([]);
  });

  it('renews a session used after a day, as better-auth does (sliding 7-day expiry)', async () => {
    const cookie = await t.signIn('member@demo.test');
    const { token } = await sessionOf('member@demo.test');
    // Signed in six days ago: a day of its seven left.
    await t.services.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 24 * HOUR), updatedAt: new Date(Date.now() - 6 * 24 * HOUR) })
      .where(eq(sessions.token, token));

    expect((await t.get('/api/auth/session', { cookie })).statusCode).toBe(200);
    const { expiresAt } = await sessionOf('member@demo.test');
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * 24 * HOUR - HOUR);
  });

  it('does not renew a session used within its first day', async () => {
    const cookie = await t.signIn('member@demo.test');
    const before = await sessionOf('member@demo.test');
    expect((await t.get('/api/auth/session', { cookie })).statusCode).toBe(200);
    expect((await sessionOf('member@demo.test')).expiresAt).toEqual(before.expiresAt);
  });
});
