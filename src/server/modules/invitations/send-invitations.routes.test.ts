import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/auth';
import { auditEvents } from '@/server/db/schema/platform';
import { latestLinkTo, mailsTo } from '../../../../tests/support/outbox';
import { organisationIdOf, send } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();
const PASSWORD = 'fresh-password';

const invitee = (email: string) => ({ email, firstName: 'Nia', lastName: 'New', title: 'Handler' });
const inviteMember = async (from: string, payload: unknown) =>
  t.post('/api/v1/invitations/members', payload, { cookie: await t.signIn(from) });
const inviteAdmin = async (payload: unknown, from = 'super@demo.test') =>
  t.post('/api/v1/invitations/organisation-admins', payload, { cookie: await t.signIn(from) });

/** Follows the newest mailed link and sets the password, as the invitee would. */
async function acceptLatestInvitation(email: string) {
  const token = (await latestLinkTo(t.services, email)).searchParams.get('access_token') ?? '';
  return t.post(`/api/v1/invitations/${encodeURIComponent(token)}/acceptance`, {
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
}

const accountCount = async (email: string) =>
  (await t.services.db.select().from(users).where(eq(users.email, email))).length;

describe('POST /api/v1/invitations/members (Org Admin Panel)', () => {
  it("invites a member of the admin's organisation who accepts and signs in as its member", async () => {
    const response = await inviteMember('admin@other.test', invitee('Nia@Other.test'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: 'Invitation sent successfully' });

    expect((await acceptLatestInvitation('nia@other.test')).statusCode).toBe(200);
    const signIn = await t.post('/api/auth/sign-in', { email: 'nia@other.test', password: PASSWORD });
    expect(signIn.json()).toMatchObject({
      role: 'organization_member',
      firstName: 'Nia',
      title: 'Handler',
      organisation: { domain: 'other.test' },
    });
    const events = await t.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'invitation.created'));
    expect(events).toContainEqual(
      expect.objectContaining({
        organizationId: await organisationIdOf(t, 'other.test'),
        details: expect.objectContaining({ email: 'nia@other.test', role: 'organization_member' }),
      }),
    );
  });

  it("refuses an e-mail outside the organisation's domain and creates no account", async () => {
    const response = await inviteMember('admin@demo.test', invitee('nia@other.test'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'DOMAIN_MISMATCH',
      message: 'The email address must belong to your organization\'s domain "demo.test".',
    });
    expect(await accountCount('nia@other.test')).toBe(0);
  });

  it('changes nothing in another organisation when the request names it (unknown fields are refused)', async () => {
    const otherId = await organisationIdOf(t, 'other.test');
    const response = await inviteMember('admin@demo.test', {
      ...invitee('nia@other.test'),
      organizationId: otherId,
      role: 'organization_admin',
    });
    expect(response.statusCode).toBe(400);
    expect(await accountCount('nia@other.test')).toBe(0);
  });

  it("refuses an existing user's e-mail clearly", async () => {
    const response = await inviteMember('admin@demo.test', invitee('member@demo.test'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'USER_EXISTS',
      message: 'A user with this email address already exists.',
    });
    expect(await mailsTo(t.services, 'member@demo.test')).toHaveLength(0);
  });

  it.each([
    [{ ...invitee('not-an-email') }, 'Invalid email address'],
    [{ ...invitee('nia@demo.test'), firstName: ' ' }, 'First name is required'],
    [{ ...invitee('nia@demo.test'), lastName: '' }, 'Last name is required'],
  ])('refuses %j with 400 %s', async (payload, message) => {
    const response = await inviteMember('admin@demo.test', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });

  it('refuses a member (403)', async () => {
    expect((await inviteMember('member@demo.test', invitee('nia@demo.test'))).statusCode).toBe(403);
    expect(await accountCount('nia@demo.test')).toBe(0);
  });
});

describe('POST /api/v1/invitations/organisation-admins (Super Admin Panel)', () => {
  it('invites an admin into the organisation of the e-mail domain, across organisations', async () => {
    const response = await inviteAdmin(invitee('boss@other.test'));
    expect(response.statusCode).toBe(201);
    expect((await acceptLatestInvitation('boss@other.test')).statusCode).toBe(200);
    const signIn = await t.post('/api/auth/sign-in', { email: 'boss@other.test', password: PASSWORD });
    expect(signIn.json()).toMatchObject({
      role: 'organization_admin',
      organisation: { name: 'Other Mutual' },
    });
  });

  it('answers No Matching Organization when no organisation has the domain', async () => {
    const response = await inviteAdmin(invitee('boss@nowhere.test'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'NO_MATCHING_ORGANIZATION',
      title: 'No Matching Organization',
      message:
        'No organization exists with domain "nowhere.test". Please create the organization first before inviting this user.',
    });
    expect(await accountCount('boss@nowhere.test')).toBe(0);
  });

  it('answers Invalid email format to an address without a domain', async () => {
    const response = await inviteAdmin(invitee('boss'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Invalid email format' });
  });

  it.each(['admin@demo.test', 'member@demo.test'])('refuses %s (403)', async (email) => {
    expect((await inviteAdmin(invitee('boss@other.test'), email)).statusCode).toBe(403);
    expect(await accountCount('boss@other.test')).toBe(0);
  });
});

describe('POST /api/v1/users/:id/invitation (Resend)', () => {
  const invitedId = async () => {
    const [row] = await t.services.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'invited@demo.test'));
    return row?.id ?? '';
  };
  const resend = async (userId: string, from = 'super@demo.test') =>
    send(t, { method: 'POST', url: `/api/v1/users/${userId}/invitation`, cookie: await t.signIn(from) });

  it('mails a fresh link, audited; the old one stops working and the new one works', async () => {
    const oldLink = await latestLinkTo(t.services, 'invited@demo.test');
    const response = await resend(await invitedId());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Invitation resent' });
    const [superAdmin] = await t.services.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'super@demo.test'));
    const events = await t.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'invitation.resent'));
    expect(events).toEqual([
      expect.objectContaining({
        organizationId: await organisationIdOf(t, 'demo.test'),
        actorUserId: superAdmin?.id,
        subjectType: 'invitation',
        details: { email: 'invited@demo.test', userId: await invitedId() },
      }),
    ]);

    const newLink = await latestLinkTo(t.services, 'invited@demo.test');
    expect(newLink.href).not.toBe(oldLink.href);
    const oldToken = encodeURIComponent(oldLink.searchParams.get('access_token') ?? '');
    expect((await t.get(`/api/v1/invitations/${oldToken}`)).statusCode).toBe(404);
    expect((await acceptLatestInvitation('invited@demo.test')).statusCode).toBe(200);
  });

  it('refuses a user who has set a password already, and an unknown user', async () => {
    const [member] = await t.services.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'member@demo.test'));
    const accepted = await resend(member?.id ?? '');
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json()).toMatchObject({ code: 'ALREADY_ACCEPTED' });
    expect((await resend('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses an organisation admin (403), leaving the link open', async () => {
    const link = await latestLinkTo(t.services, 'invited@demo.test');
    expect((await resend(await invitedId(), 'admin@demo.test')).statusCode).toBe(403);
    const token = encodeURIComponent(link.searchParams.get('access_token') ?? '');
    expect((await t.get(`/api/v1/invitations/${token}`)).statusCode).toBe(200);
  });
});
