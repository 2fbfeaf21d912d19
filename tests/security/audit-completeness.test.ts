import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/auth';
import { auditEvents } from '@/server/db/schema/platform';
import { makeUser } from '../fixtures/make-user';
import { type KeptSessions, keepSessions } from '../support/kept-sessions';
import { insertChecks, organisationIdOf, send } from '../support/review-test-support';
import { fillPath, isMutating } from '../support/route-table';
import { createTestApp } from '../support/test-app';
import { FOREIGN, FOREIGN_RECORDS, HOME } from './foreign-records';

/**
 * Every write leaves its trace in the audit log: each organisation-scoped write on a record (settle, deny, every
 * delete, key and webhook changes, role changes and deactivations) done on a record of Demo Insurance's own, and the
 * writes without a record to name (creating keys and endpoints, role changes and deactivations in User Management,
 * failed sign-ins and lock-outs), each must add an event.
 */
const t = await createTestApp();
const SUPER = 'super@demo.test';
const ADMIN = 'admin@demo.test';
let sessions: KeptSessions;

beforeAll(async () => {
  sessions = await keepSessions(t, [SUPER, ADMIN, HOME.member, FOREIGN.member]);
});
afterEach(async () => {
  await t.services.backgroundTasks.drain();
  await sessions.reset();
});
afterAll(() => t.close());

/** The ids of the events written so far: what a write adds is what is not among them. */
async function eventIds(): Promise<Set<string>> {
  const rows = await t.services.db.select({ id: auditEvents.id }).from(auditEvents);
  return new Set(rows.map((row) => row.id));
}
/** The events written since `before`, oldest first. */
async function eventsSince(before: Set<string>) {
  const rows = await t.services.db.select().from(auditEvents).orderBy(auditEvents.createdAt);
  return rows.filter((row) => !before.has(row.id));
}

/** Writes that change nothing on a record just made, so they have nothing to record. */
const NOTHING_TO_RECORD: Record<string, string> = {
  'DELETE /api/v1/organisation/members/:id/deactivation': 'reactivating an active member changes nothing',
  'DELETE /api/v1/checks/by-imei/:imei': 'the route deletes by IMEI; covered below with a check of its own',
  'POST /api/v1/sso-domains/:id/verify':
    'the domain made for it is verified already (no DNS here); sso.routes.test.ts audits a verification by DNS',
  'DELETE /api/v1/saved-views/:id': "a saved view is the handler's own filter, not the organization's data",
};

const recordWrites = Object.entries(FOREIGN_RECORDS).filter(
  ([name, entry]) =>
    entry.scope === 'organisation' && isMutating(name.split(' ')[0] ?? '') && !(name in NOTHING_TO_RECORD),
);

describe('every write on a record of the organisation adds an audit event', () => {
  it.each(recordWrites)('%s', async (name, entry) => {
    if (entry.scope !== 'organisation') throw new Error('not organisation-scoped');
    const [method = '', url = ''] = name.split(' ');
    const own = await entry.make({ t, sessions, owner: HOME });
    const since = await eventIds();
    const response = await send(t, {
      method: method as 'POST',
      url: fillPath(url, own.params),
      cookie: sessions.cookieOf(SUPER),
      payload: entry.body ?? (method === 'DELETE' ? undefined : {}),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const demo = await organisationIdOf(t, HOME.domain);
    const events = await eventsSince(since);
    expect(events.filter((event) => event.organizationId === demo).length, name).toBeGreaterThan(0);
  });
});

const idOf = async (email: string) => {
  const [row] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? '';
};

/** Writes with no record of the organisation to name, each with the action it must record. */
const OTHER_WRITES: [string, () => Promise<unknown>][] = [
  [
    'check.deleted_by_imei',
    async () => {
      const [check] = await insertChecks(t, { domain: HOME.domain });
      return send(t, {
        method: 'DELETE',
        url: `/api/v1/checks/by-imei/${check?.imei}`,
        cookie: sessions.cookieOf(SUPER),
      });
    },
  ],
  [
    'api_key.created',
    () =>
      t.post(
        '/api/v1/api-keys',
        { name: 'Claims system', scopes: ['checks:read'] },
        { cookie: sessions.cookieOf(ADMIN) },
      ),
  ],
  [
    'webhook_endpoint.created',
    () =>
      t.post(
        '/api/v1/webhook-endpoints',
        { url: 'http://127.0.0.1:9/hooks', events: ['claim.settled'] },
        { cookie: sessions.cookieOf(ADMIN) },
      ),
  ],
  [
    'role.changed',
    async () =>
      send(t, {
        method: 'PUT',
        url: `/api/v1/users/${await idOf(HOME.member)}/role`,
        cookie: sessions.cookieOf(SUPER),
        payload: { role: 'organization_admin' },
      }),
  ],
  [
    'user.reactivated',
    async () => {
      const member = await makeUser(t.services, {
        organisation: { id: await organisationIdOf(t, HOME.domain), domain: HOME.domain },
      });
      const url = `/api/v1/organisation/members/${member.id}/deactivation`;
      await send(t, { method: 'POST', url, cookie: sessions.cookieOf(ADMIN) });
      return send(t, { method: 'DELETE', url, cookie: sessions.cookieOf(ADMIN) });
    },
  ],
  [
    'user.deactivated',
    async () => {
      const member = await makeUser(t.services, {
        organisation: { id: await organisationIdOf(t, FOREIGN.domain), domain: FOREIGN.domain },
      });
      const url = `/api/v1/users/${member.id}/deactivation`;
      return send(t, { method: 'POST', url, cookie: sessions.cookieOf(SUPER) });
    },
  ],
  ['sign_in.failed', () => t.post('/api/auth/sign-in', { email: HOME.member, password: 'wrong-password' })],
  [
    'sign_in.locked_out',
    async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await t.post(
          '/api/auth/sign-in',
          { email: HOME.member, password: 'wrong-password' },
          { remoteAddress: '203.0.113.9' },
        );
      }
    },
  ],
];

describe('every other write adds its audit event', () => {
  it.each(OTHER_WRITES)('%s', async (action, write) => {
    const since = await eventIds();
    await write();
    const events = await eventsSince(since);
    expect(events.map((event) => event.action)).toContain(action);
  });

  it('records a failed sign-in in the account’s organisation, and one of an unknown address in the platform’s log', async () => {
    const since = await eventIds();
    await t.post('/api/auth/sign-in', { email: HOME.member, password: 'wrong-password' });
    await t.post('/api/auth/sign-in', { email: 'nobody@demo.test', password: 'wrong-password' });
    const demo = await organisationIdOf(t, HOME.domain);
    const failed = (await eventsSince(since)).filter((event) => event.action === 'sign_in.failed');
    expect(
      failed.map(({ organizationId, subjectId, details }) => ({ organizationId, subjectId, details })),
    ).toEqual([
      {
        organizationId: demo,
        subjectId: await idOf(HOME.member),
        details: { email: HOME.member, reason: 'wrong-password' },
      },
      {
        organizationId: null,
        subjectId: null,
        details: { email: 'nobody@demo.test', reason: 'unknown-account' },
      },
    ]);
    expect((await eventsSince(since)).map((event) => event.action)).not.toContain('sign_in.locked_out');
  });
});
