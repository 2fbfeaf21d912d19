import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@/domain/messages';
import { accounts, sessions, users } from '@/server/db/schema/auth';
import { invitations } from '@/server/db/schema/invitations';
import { profiles, userRoles } from '@/server/db/schema/people';
import { auditEvents } from '@/server/db/schema/platform';
import { DEMO_PENDING_INVITATION } from '@/server/seed/demo-data';
import {
  dropConnectionOn,
  failWritesTo,
  type WriteOperation,
} from '../../../../tests/support/fault-injection';
import { latestLinkTo, mailsTo } from '../../../../tests/support/outbox';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();
const INVITEE = DEMO_PENDING_INVITATION.email;
const PASSWORD = 'invited-pass';

async function invitationToken(email = INVITEE): Promise<string> {
  const token = (await latestLinkTo(t.services, email)).searchParams.get('access_token');
  if (!token) throw new Error(`the invitation link to ${email} carries no access_token`);
  return token;
}

const accept = (token: string) =>
  t.post(`/api/v1/invitations/${encodeURIComponent(token)}/acceptance`, {
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });

/** Everything an acceptance writes for the invitee: the password account, the used link, the verified flag, the audit. */
async function acceptanceState(email: string) {
  const db = t.services.db;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  const [passwordAccounts] = await db
    .select({ n: count() })
    .from(accounts)
    .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
  const links = await db
    .select({ acceptedAt: invitations.acceptedAt, revokedAt: invitations.revokedAt })
    .from(invitations)
    .where(eq(invitations.userId, user.id));
  const [accepted] = await db
    .select({ n: count() })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'invitation.accepted'), eq(auditEvents.actorUserId, user.id)));
  const [userSessions] = await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, user.id));
  return {
    emailVerified: user.emailVerified,
    passwordAccounts: passwordAccounts?.n,
    links,
    acceptedEvents: accepted?.n,
    sessions: userSessions?.n,
  };
}

/** Each write of an acceptance, in the order the service makes them. */
const ACCEPTANCE_STEPS: Array<[string, WriteOperation]> = [
  ['accounts', 'insert'],
  ['invitations', 'update'],
  ['users', 'update'],
  ['sessions', 'delete'],
  ['audit_events', 'insert'],
];

describe('accepting an invitation when a write fails inside its transaction', () => {
  it.each(ACCEPTANCE_STEPS)(
    'leaves no trace when the %s %s fails, keeps the link usable, and a retry succeeds',
    async (table, operation) => {
      const token = await invitationToken();
      const before = await acceptanceState(INVITEE);
      const removeFault = await failWritesTo(t, table, operation);
      try {
        const response = await accept(token);
        expect(response.statusCode).toBe(500);
        expect(response.json()).toMatchObject({ code: 'INTERNAL_ERROR', message: messages.internalError });
      } finally {
        await removeFault();
      }

      expect(await acceptanceState(INVITEE)).toEqual(before);
      expect((await t.get(`/api/v1/invitations/${encodeURIComponent(token)}`)).statusCode).toBe(200);
      expect((await t.post('/api/auth/sign-in', { email: INVITEE, password: PASSWORD })).statusCode).toBe(
        401,
      );

      expect((await accept(token)).statusCode).toBe(200);
      await expect(t.signIn(INVITEE, PASSWORD)).resolves.toBeTruthy();
    },
  );
});

// The embedded database has no connection to drop (pg_terminate_backend does nothing there).
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'accepting an invitation when the database connection drops',
  () => {
    it('leaves the link usable and no password set when the connection ends at the users update', async () => {
      const token = await invitationToken();
      const before = await acceptanceState(INVITEE);
      const removeFault = await dropConnectionOn(t, 'users', 'update');
      try {
        expect((await accept(token)).statusCode).toBe(500);
      } finally {
        await removeFault();
      }
      expect(await acceptanceState(INVITEE)).toEqual(before);
      expect((await accept(token)).statusCode).toBe(200);
      await expect(t.signIn(INVITEE, PASSWORD)).resolves.toBeTruthy();
    });
  },
);

/** Each write of a new invitation: the account, its profile and role, the link, the audit event. */
const INVITATION_STEPS: Array<[string, WriteOperation]> = [
  ['users', 'insert'],
  ['profiles', 'insert'],
  ['user_roles', 'insert'],
  ['invitations', 'insert'],
  ['audit_events', 'insert'],
];

const NEW_MEMBER = 'nora.new@demo.test';

async function rowsOfNewMember() {
  const db = t.services.db;
  const found = await db.select({ id: users.id }).from(users).where(eq(users.email, NEW_MEMBER));
  const ids = found.map((user) => user.id);
  const [profile] = ids[0] ? await db.select().from(profiles).where(eq(profiles.id, ids[0])) : [];
  const [role] = ids[0] ? await db.select().from(userRoles).where(eq(userRoles.userId, ids[0])) : [];
  return { users: ids.length, profile: profile ?? null, role: role ?? null };
}

describe('inviting a claims processor when a write fails inside its transaction', () => {
  it.each(INVITATION_STEPS)(
    'creates no half account when the %s %s fails, sends no mail, and a retry invites in full',
    async (table, operation) => {
      const cookie = await t.signIn('admin@demo.test');
      const body = { email: NEW_MEMBER, firstName: 'Nora', lastName: 'New', title: 'Handler' };
      const removeFault = await failWritesTo(t, table, operation);
      try {
        const response = await t.post('/api/v1/invitations/members', body, { cookie });
        expect(response.statusCode).toBe(500);
      } finally {
        await removeFault();
      }
      expect(await rowsOfNewMember()).toEqual({ users: 0, profile: null, role: null });
      expect(await mailsTo(t.services, NEW_MEMBER)).toHaveLength(0);

      const retry = await t.post('/api/v1/invitations/members', body, { cookie });
      expect(retry.statusCode, retry.body).toBe(201);
      expect(await rowsOfNewMember()).toMatchObject({ users: 1, role: { role: 'organization_member' } });
      expect((await accept(await invitationToken(NEW_MEMBER))).statusCode).toBe(200);
      await expect(t.signIn(NEW_MEMBER, PASSWORD)).resolves.toBeTruthy();
    },
  );
});
