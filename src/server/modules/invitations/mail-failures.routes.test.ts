import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { adminMessages } from '@/domain/admin-messages';
import { users } from '@/server/db/schema/auth';
import { invitations } from '@/server/db/schema/invitations';
import { profiles, userRoles } from '@/server/db/schema/people';
import { auditEvents } from '@/server/db/schema/platform';
import { DEMO_PENDING_INVITATION } from '@/server/seed/demo-data';
import { failInsertsInto } from '../../../../tests/support/fault-injection';
import { latestLinkTo, mailsTo } from '../../../../tests/support/outbox';
import { send } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();
const PASSWORD = 'fresh-password';

const invitee = (email: string) => ({ email, firstName: 'Nia', lastName: 'New', title: 'Handler' });
const inviteMember = async (email: string) =>
  t.post('/api/v1/invitations/members', invitee(email), { cookie: await t.signIn('admin@demo.test') });
const inviteAdmin = async (email: string) =>
  t.post('/api/v1/invitations/organisation-admins', invitee(email), {
    cookie: await t.signIn('super@demo.test'),
  });

/** The next mail the app sends fails as an unreachable SMTP server would; later mails go through. */
async function withFailingMail<T>(action: () => Promise<T>): Promise<T> {
  const failure = vi
    .spyOn(t.services.mailer, 'send')
    .mockRejectedValueOnce(new Error('connect ECONNREFUSED 127.0.0.1:25'));
  try {
    return await action();
  } finally {
    expect(failure).toHaveBeenCalledTimes(1);
    failure.mockRestore();
  }
}

/** Everything an invitation writes for an e-mail address: account, profile, role, links, audit events, mail. */
async function traceOf(email: string) {
  const db = t.services.db;
  const accounts = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const ids = accounts.map((account) => account.id);
  const userIdIn = (column: typeof profiles.id | typeof userRoles.userId | typeof invitations.userId) =>
    ids.length === 0 ? sql`false` : inArray(column, ids);
  const audit = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(
      and(eq(auditEvents.action, 'invitation.created'), sql`${auditEvents.details}->>'email' = ${email}`),
    );
  return {
    accounts: accounts.length,
    profiles: (await db.select().from(profiles).where(userIdIn(profiles.id))).length,
    roles: (await db.select().from(userRoles).where(userIdIn(userRoles.userId))).length,
    links: (await db.select().from(invitations).where(userIdIn(invitations.userId))).length,
    auditEvents: audit.length,
    mails: (await mailsTo(t.services, email)).length,
  };
}

const NOTHING = { accounts: 0, profiles: 0, roles: 0, links: 0, auditEvents: 0, mails: 0 };
const ONE_INVITATION = { accounts: 1, profiles: 1, roles: 1, links: 1, auditEvents: 1, mails: 1 };

async function acceptLink(link: URL) {
  const token = encodeURIComponent(link.searchParams.get('access_token') ?? '');
  return t.post(`/api/v1/invitations/${token}/acceptance`, { password: PASSWORD, confirmPassword: PASSWORD });
}

describe('sending an invitation when its mail cannot be sent', () => {
  it.each([
    ['an organisation admin invites a member', inviteMember, 'nia@demo.test'],
    ['a super admin invites an organisation admin', inviteAdmin, 'boss@other.test'],
  ])(
    '%s: answers 502 with a readable message, leaves nothing behind, and a retry succeeds',
    async (_, invite, email) => {
      const failed = await withFailingMail(() => invite(email));
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({
        code: 'MAIL_FAILED',
        message: adminMessages.invitationMailFailed,
      });
      expect(await traceOf(email)).toEqual(NOTHING);

      const retried = await invite(email);
      expect(retried.statusCode).toBe(201);
      expect(await traceOf(email)).toEqual(ONE_INVITATION);
      expect((await acceptLink(await latestLinkTo(t.services, email))).statusCode).toBe(200);
    },
  );

  it('rolls back as well when the outbox (no SMTP configured) cannot keep the mail', async () => {
    expect(t.services.mailer.kind).toBe('outbox');
    const removeFault = await failInsertsInto(t, 'mail_outbox');
    try {
      const failed = await inviteMember('nia@demo.test');
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({ code: 'MAIL_FAILED' });
    } finally {
      await removeFault();
    }
    expect(await traceOf('nia@demo.test')).toEqual(NOTHING);
    expect((await inviteMember('nia@demo.test')).statusCode).toBe(201);
  });
});

describe('resending an invitation when its mail cannot be sent', () => {
  const EMAIL = DEMO_PENDING_INVITATION.email;

  const invitedId = async () => {
    const [row] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, EMAIL));
    if (!row) throw new Error(`no user ${EMAIL}`);
    return row.id;
  };
  const resend = async () =>
    send(t, {
      method: 'POST',
      url: `/api/v1/users/${await invitedId()}/invitation`,
      cookie: await t.signIn('super@demo.test'),
    });
  const openLinks = async () =>
    (
      await t.services.db
        .select()
        .from(invitations)
        .where(eq(invitations.userId, await invitedId()))
    ).filter((link) => link.revokedAt === null && link.acceptedAt === null);
  const resentEvents = async () =>
    t.services.db.select().from(auditEvents).where(eq(auditEvents.action, 'invitation.resent'));

  it('answers 502, keeps the old link working, issues no new one, and a retry succeeds', async () => {
    const oldLink = await latestLinkTo(t.services, EMAIL);
    const [before] = await openLinks();
    const mailsBefore = (await mailsTo(t.services, EMAIL)).length;

    const failed = await withFailingMail(resend);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({
      code: 'MAIL_FAILED',
      message: adminMessages.resentInvitationMailFailed,
    });
    expect(await openLinks()).toEqual([before]);
    expect(await resentEvents()).toHaveLength(0);
    expect(await mailsTo(t.services, EMAIL)).toHaveLength(mailsBefore);
    const oldToken = encodeURIComponent(oldLink.searchParams.get('access_token') ?? '');
    expect((await t.get(`/api/v1/invitations/${oldToken}`)).statusCode).toBe(200);

    expect((await resend()).statusCode).toBe(200);
    expect(await resentEvents()).toHaveLength(1);
    const newLink = await latestLinkTo(t.services, EMAIL);
    expect(newLink.href).not.toBe(oldLink.href);
    expect((await acceptLink(newLink)).statusCode).toBe(200);
  });

  it('still lets the invitee accept with the old link after a failed resend', async () => {
    const oldLink = await latestLinkTo(t.services, EMAIL);
    expect((await withFailingMail(resend)).statusCode).toBe(502);
    expect((await acceptLink(oldLink)).statusCode).toBe(200);
    const signIn = await t.post('/api/auth/sign-in', { email: EMAIL, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
  });
});
