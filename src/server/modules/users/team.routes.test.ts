import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '@/domain/admin-messages';
import { messages } from '@/domain/messages';
import { teamMessages } from '@/domain/team-messages';
import { sessions, users } from '@/server/db/schema/auth';
import { profiles } from '@/server/db/schema/people';
import { auditEvents } from '@/server/db/schema/platform';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { send } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

const idOf = async (email: string) => {
  const [row] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
};

async function onMember(
  method: InjectOptions['method'],
  target: string,
  options: { path: string; from?: string; payload?: unknown },
) {
  return send(t, {
    method,
    url: `/api/v1/organisation/members/${await idOf(target)}/${options.path}`,
    cookie: await t.signIn(options.from ?? 'admin@demo.test'),
    payload: options.payload,
  });
}
const changeRole = (target: string, role: string, from?: string) =>
  onMember('PUT', target, { path: 'role', payload: { role }, ...(from ? { from } : {}) });
const deactivate = (target: string, from?: string) =>
  onMember('POST', target, { path: 'deactivation', ...(from ? { from } : {}) });
const reactivate = (target: string, from?: string) =>
  onMember('DELETE', target, { path: 'deactivation', ...(from ? { from } : {}) });
const signIn = (email: string, password = 'demo-password') =>
  t.post('/api/auth/sign-in', { email, password });
const teamOf = async (from = 'admin@demo.test') =>
  (await t.get('/api/v1/organisation/members', { cookie: await t.signIn(from) })).json() as {
    email: string;
    role: string | null;
    deactivated: boolean;
  }[];
const eventsAbout = async (email: string) =>
  (
    await t.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, await idOf(email)))
  ).map((event) => [event.action, event.details]);

describe('Team Members: deactivation', () => {
  it('refuses a deactivated user everywhere (the open session, a new sign-in) but keeps the API keys they created', async () => {
    expect((await changeRole('member@demo.test', 'organization_admin')).statusCode).toBe(200);
    const session = await t.signIn('member@demo.test');
    const created = await t.post(
      '/api/v1/api-keys',
      { name: 'Claims system', scopes: ['checks:write'] },
      { cookie: session },
    );
    expect(created.statusCode, created.body).toBe(201);
    const bearer = { headers: { authorization: `Bearer ${created.json().key}` } };
    expect((await t.post('/api/v1/checks', makeIntake(), bearer)).statusCode).toBe(201);

    const response = await deactivate('member@demo.test');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: teamMessages.memberDeactivated });

    expect((await t.get('/api/v1/profile', { cookie: session })).statusCode).toBe(401);
    const memberId = await idOf('member@demo.test');
    expect(await t.services.db.select().from(sessions).where(eq(sessions.userId, memberId))).toEqual([]);
    const refused = await signIn('member@demo.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_DISABLED', message: messages.accountDisabled });
    expect(refused.cookies.find((cookie) => cookie.name === 'claimguard.session_token')).toBeUndefined();
    // A wrong password tells nothing about the account.
    const wrong = await signIn('member@demo.test', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    // The key is the organisation's: it keeps working, and its audit says its creator left.
    const byKey = await t.post('/api/v1/checks', makeIntake(), bearer);
    expect(byKey.statusCode, byKey.body).toBe(201);
    const onKey = await t.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, created.json().id));
    expect(onKey.map((event) => [event.action, event.details])).toContainEqual([
      'api_key.creator_left',
      { name: 'Claims system', creatorId: memberId, reason: 'deactivated' },
    ]);
    expect((await teamOf()).find((m) => m.email === 'member@demo.test')).toMatchObject({ deactivated: true });

    const back = await reactivate('member@demo.test');
    expect(back.json()).toEqual({ message: teamMessages.memberReactivated });
    expect((await signIn('member@demo.test')).statusCode).toBe(200);
    expect((await t.post('/api/v1/checks', makeIntake(), bearer)).statusCode).toBe(201);
    expect((await eventsAbout('member@demo.test')).map(([action]) => action)).toEqual(
      expect.arrayContaining(['role.changed', 'user.deactivated', 'user.reactivated']),
    );
  });

  it('keeps a user with a second factor out too, once the password was right', async () => {
    await t.services.db
      .update(users)
      .set({ twoFactorEnabled: true, twoFactorExempt: false })
      .where(eq(users.email, 'member@demo.test'));
    await deactivate('member@demo.test');
    const refused = await signIn('member@demo.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_DISABLED');
  });
});

describe('Team Members: role changes', () => {
  it('takes effect at once: a member made admin opens the Org Admin Panel, and loses it again', async () => {
    const session = await t.signIn('member@demo.test');
    expect((await t.get('/api/v1/audit-events', { cookie: session })).statusCode).toBe(403);
    const promoted = await changeRole('member@demo.test', 'organization_admin');
    expect(promoted.json()).toEqual({ message: 'Role updated successfully' });
    expect((await t.get('/api/v1/audit-events', { cookie: session })).statusCode).toBe(200);
    expect((await changeRole('member@demo.test', 'organization_member')).statusCode).toBe(200);
    expect((await t.get('/api/v1/audit-events', { cookie: session })).statusCode).toBe(403);
    expect(await eventsAbout('member@demo.test')).toEqual([
      ['role.changed', { from: 'organization_member', to: 'organization_admin' }],
      ['role.changed', { from: 'organization_admin', to: 'organization_member' }],
    ]);
  });

  it('gives a role to a member without one, and refuses any role but member or admin (400)', async () => {
    expect((await changeRole('norole@demo.test', 'organization_member')).json()).toEqual({
      message: 'Role updated successfully',
    });
    expect((await teamOf()).find((m) => m.email === 'norole@demo.test')?.role).toBe('organization_member');
    for (const role of ['super_admin', 'owner', '']) {
      const response = await changeRole('member@demo.test', role);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please select a role');
    }
  });

  it('keeps the last admin: they cannot demote or deactivate themself (409); with a second admin they can', async () => {
    const demote = await changeRole('admin@demo.test', 'organization_member');
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({
      code: 'LAST_ORGANIZATION_ADMIN',
      message: teamMessages.lastOrganisationAdmin,
    });
    expect((await deactivate('admin@demo.test')).statusCode).toBe(409);
    expect((await teamOf()).find((m) => m.email === 'admin@demo.test')).toMatchObject({
      role: 'organization_admin',
      deactivated: false,
    });

    await changeRole('member@demo.test', 'organization_admin');
    expect((await changeRole('admin@demo.test', 'organization_member')).statusCode).toBe(200);
    // Now member@demo.test is the last one.
    expect((await deactivate('member@demo.test', 'member@demo.test')).statusCode).toBe(409);
  });

  it('counts only admins who can sign in: a pending invitee made admin does not free the last one (409)', async () => {
    expect((await changeRole('invited@demo.test', 'organization_admin')).statusCode).toBe(200);
    const response = await deactivate('admin@demo.test');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'LAST_ORGANIZATION_ADMIN' });
    expect((await changeRole('admin@demo.test', 'organization_member')).statusCode).toBe(409);
    expect((await teamOf()).find((m) => m.email === 'admin@demo.test')).toMatchObject({
      role: 'organization_admin',
      deactivated: false,
    });
  });

  it('leaves super admins to the Super Admin Panel (403)', async () => {
    expect((await changeRole('super@demo.test', 'organization_member')).statusCode).toBe(403);
    const response = await deactivate('super@demo.test');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(teamMessages.superAdminElsewhere);
  });
});

describe('Team Members: who may', () => {
  it("answers 404 for another organisation's member, changing nothing", async () => {
    expect((await changeRole('member@other.test', 'organization_admin')).statusCode).toBe(404);
    const response = await deactivate('member@other.test');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(teamMessages.memberNotFound);
    expect((await reactivate('member@other.test')).statusCode).toBe(404);
    expect((await signIn('member@other.test')).statusCode).toBe(200);
    expect((await teamOf('admin@other.test')).find((m) => m.email === 'member@other.test')?.role).toBe(
      'organization_member',
    );
  });

  it('refuses a member who is not an admin (403)', async () => {
    expect((await changeRole('norole@demo.test', 'organization_admin', 'member@demo.test')).statusCode).toBe(
      403,
    );
    expect((await deactivate('admin@demo.test', 'member@demo.test')).statusCode).toBe(403);
    expect((await reactivate('admin@demo.test', 'member@demo.test')).statusCode).toBe(403);
    expect((await signIn('admin@demo.test')).statusCode).toBe(200);
  });
});

describe("Super Admin Panel: deactivating and reactivating any organisation's users", () => {
  const onUser = async (method: 'POST' | 'DELETE', target: string, from = 'super@demo.test') =>
    send(t, {
      method,
      url: `/api/v1/users/${await idOf(target)}/deactivation`,
      cookie: await t.signIn(from),
    });

  it('gives an organisation back an admin who can sign in, under its last-admin rule, audited in its log', async () => {
    // Other Mutual's admin is deactivated by a second admin, who then leaves: nobody there can reactivate them.
    expect((await changeRole('member@other.test', 'organization_admin', 'admin@other.test')).statusCode).toBe(
      200,
    );
    expect((await deactivate('admin@other.test', 'member@other.test')).statusCode).toBe(200);

    const reactivated = await onUser('DELETE', 'admin@other.test');
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    expect(reactivated.json()).toEqual({ message: adminMessages.userReactivated });
    expect((await signIn('admin@other.test')).statusCode).toBe(200);

    const deactivated = await onUser('POST', 'member@other.test');
    expect(deactivated.json()).toEqual({ message: adminMessages.userDeactivated });
    expect((await signIn('member@other.test')).statusCode).toBe(403);
    // The panel's user list says who is deactivated.
    const listed = (
      await t.get('/api/v1/users?search=other.test', { cookie: await t.signIn('super@demo.test') })
    ).json();
    expect(
      Object.fromEntries(
        listed.items.map((row: { email: string; deactivated: boolean }) => [row.email, row.deactivated]),
      ),
    ).toEqual({ 'admin@other.test': false, 'member@other.test': true });
    // The organisation's last active admin stays, whoever asks.
    const last = await onUser('POST', 'admin@other.test');
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({
      code: 'LAST_ORGANIZATION_ADMIN',
      message: teamMessages.lastOrganisationAdmin,
    });

    const [other] = await t.services.db
      .select({ organisationId: profiles.organizationId })
      .from(profiles)
      .where(eq(profiles.id, await idOf('admin@other.test')));
    const events = await t.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, await idOf('super@demo.test')));
    expect(events.map((e) => [e.action, e.organizationId, e.subjectId])).toEqual([
      ['user.reactivated', other?.organisationId, await idOf('admin@other.test')],
      ['user.deactivated', other?.organisationId, await idOf('member@other.test')],
    ]);
  });

  it('refuses a super admin (409), an unknown user (404) and anyone but a super admin (403)', async () => {
    const superAdmin = await onUser('POST', 'super@demo.test');
    expect(superAdmin.statusCode).toBe(409);
    expect(superAdmin.json()).toMatchObject({
      code: 'SUPER_ADMIN_NOT_DEACTIVATED',
      message: adminMessages.superAdminNotDeactivated,
    });
    const unknown = await send(t, {
      method: 'POST',
      url: '/api/v1/users/00000000-0000-4000-8000-000000000000/deactivation',
      cookie: await t.signIn('super@demo.test'),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: adminMessages.userNotFound });
    expect((await onUser('POST', 'member@demo.test', 'admin@demo.test')).statusCode).toBe(403);
    expect((await onUser('DELETE', 'member@demo.test', 'admin@demo.test')).statusCode).toBe(403);
    expect((await signIn('member@demo.test')).statusCode).toBe(200);
    expect((await signIn('super@demo.test')).statusCode).toBe(200);
  });
});
