import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workQueueMessages } from '@/domain/work-queue-messages';
import { users } from '@/server/db/schema/auth';
import { claimChecks } from '@/server/db/schema/checks';
import { organizations } from '@/server/db/schema/organisations';
import { auditEvents } from '@/server/db/schema/platform';
import { webhookEvents } from '@/server/db/schema/webhooks';
import { userIdOf } from '../../../../tests/fixtures/make-claim-records';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { insertChecks, organisationIdOf, send } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

const assign = (cookie: string, id: string, payload: unknown) =>
  send(t, { method: 'PUT', url: `/api/v1/checks/${id}/assignment`, cookie, payload });
const bulk = (cookie: string, payload: unknown) => t.post('/api/v1/checks/bulk-actions', payload, { cookie });
const list = async (cookie: string, query: string) => {
  const response = await t.get(`/api/v1/checks${query}`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: Array<{ id: string }> }).items.map((item) => item.id);
};
const assignments = async (ids: string[]) => {
  const rows = await t.services.db
    .select({ id: claimChecks.id, assigneeId: claimChecks.assigneeId, status: claimChecks.workStatus })
    .from(claimChecks);
  return rows.filter((row) => ids.includes(row.id));
};

describe('PUT /api/v1/checks/{id}/assignment', () => {
  it('lets a member take a claim, which then lists under My claims, audited and raising check.assignment_changed', async () => {
    const member = await t.signIn('member@demo.test');
    const memberId = await userIdOf(t.services.db, 'member@demo.test');
    const [mine, other] = await insertChecks(t, { count: 2 });
    if (!mine || !other) throw new Error('no checks');

    const response = await assign(member, mine.id, { userId: memberId, status: 'in-review' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      checkId: mine.id,
      assignee: { id: memberId, email: 'member@demo.test' },
      status: 'in-review',
      overdue: false,
    });

    expect(await list(member, '?assignee=me')).toEqual([mine.id]);
    expect(await list(member, '?assignee=none')).toEqual([other.id]);
    expect(await list(member, `?assignee=${memberId}&status=in-review`)).toEqual([mine.id]);
    expect(await list(member, '?status=referred')).toEqual([]);
    const row = (await t.get('/api/v1/checks', { cookie: member }))
      .json()
      .items.find((item: { id: string }) => item.id === mine.id);
    expect(row.assignment).toMatchObject({ assignee: { id: memberId }, status: 'in-review' });

    const [audit] = await t.services.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'check.assignment_changed'), eq(auditEvents.subjectId, mine.id)));
    expect(audit?.details).toMatchObject({ assigneeId: memberId, status: 'in-review' });
    const [event] = await t.services.db
      .select({ payload: webhookEvents.payload })
      .from(webhookEvents)
      .where(eq(webhookEvents.eventType, 'check.assignment_changed'));
    expect(JSON.parse(event?.payload ?? '{}').data).toMatchObject({
      checkId: mine.id,
      assigneeId: memberId,
      status: 'in-review',
      previous: { assigneeId: null, status: 'new' },
    });
  });

  it("refuses a member assigning someone else's claim, and assignees of another organization or deactivated", async () => {
    const member = await t.signIn('member@demo.test');
    const admin = await t.signIn('admin@demo.test');
    const adminId = await userIdOf(t.services.db, 'admin@demo.test');
    const otherOrgMember = await userIdOf(t.services.db, 'member@other.test');
    const [check] = await insertChecks(t);
    if (!check) throw new Error('no check');

    const byMember = await assign(member, check.id, { userId: adminId });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toMatchObject({ code: 'FORBIDDEN', message: workQueueMessages.onlySelfAssign });

    const foreign = await assign(admin, check.id, { userId: otherOrgMember });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ message: workQueueMessages.assigneeNotInOrganization });

    const memberId = await userIdOf(t.services.db, 'member@demo.test');
    await t.services.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, memberId));
    const deactivated = await assign(admin, check.id, { userId: memberId });
    expect(deactivated.statusCode).toBe(400);

    const decided = await assign(admin, check.id, { userId: null, status: 'decided' });
    expect(decided.statusCode).toBe(400);
    expect(decided.json().code).toBe('VALIDATION_ERROR');
    expect(await assignments([check.id])).toEqual([{ id: check.id, assigneeId: null, status: 'new' }]);

    // An admin may give it to anyone active in the organization; a member may not take it from them.
    expect((await assign(admin, check.id, { userId: adminId })).statusCode).toBe(200);
    await t.services.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, memberId));
    const unassignOthers = await assign(await t.signIn('member@demo.test'), check.id, { userId: null });
    expect(unassignOthers.statusCode).toBe(403);
  });

  it("answers 404 for another organization's check, changing nothing", async () => {
    const [foreign] = await insertChecks(t, { domain: 'other.test' });
    if (!foreign) throw new Error('no check');
    const member = await t.signIn('member@demo.test');
    const memberId = await userIdOf(t.services.db, 'member@demo.test');
    const response = await assign(member, foreign.id, { userId: memberId });
    expect(response.statusCode).toBe(404);
    expect(await assignments([foreign.id])).toEqual([{ id: foreign.id, assigneeId: null, status: 'new' }]);
  });

  it("dates a new claim by the organization's service level for its route, and lists it overdue once past", async () => {
    const admin = await t.signIn('admin@demo.test');
    const settings = await send(t, {
      method: 'PUT',
      url: '/api/v1/organisation-settings',
      cookie: admin,
      payload: { serviceLevelDays: { 'fast-track': 2, review: 4, refer: 12 } },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const badLevel = await send(t, {
      method: 'PUT',
      url: '/api/v1/organisation-settings',
      cookie: admin,
      payload: { serviceLevelDays: { 'fast-track': 0, review: 4, refer: 12 } },
    });
    expect(badLevel.statusCode).toBe(400);

    const intake = await t.post('/api/v1/checks', makeIntake(), { cookie: admin });
    expect(intake.statusCode, intake.body).toBe(201);
    const { id, createdAt, triage } = intake.json();
    const days = { 'fast-track': 2, review: 4, refer: 12 }[triage.route as 'fast-track' | 'review' | 'refer'];
    const detail = (await t.get(`/api/v1/checks/${id}`, { cookie: admin })).json();
    expect(new Date(detail.assignment.dueAt).getTime() - new Date(createdAt).getTime()).toBe(
      days * 24 * 60 * 60 * 1000,
    );
    expect(detail.assignment).toMatchObject({ overdue: false, assignee: null });
    expect(await list(admin, '?overdue=true')).toEqual([]);

    const moved = await assign(admin, id, { userId: null, dueAt: '2020-01-01T00:00:00.000Z' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ overdue: true, dueAt: '2020-01-01T00:00:00.000Z' });
    expect(await list(admin, '?overdue=true')).toEqual([id]);
    expect((await t.get('/api/v1/checks?overdue=yes', { cookie: admin })).statusCode).toBe(400);
    expect((await t.get('/api/v1/checks?assignee=someone', { cookie: admin })).statusCode).toBe(400);
  });
});

describe('POST /api/v1/checks/bulk-actions', () => {
  it('assigns several claims at once, and refuses the whole request when one id is of another organization', async () => {
    const admin = await t.signIn('admin@demo.test');
    const memberId = await userIdOf(t.services.db, 'member@demo.test');
    const checks = await insertChecks(t, { count: 3 });
    const [foreign] = await insertChecks(t, { domain: 'other.test' });
    if (!foreign) throw new Error('no check');
    const ids = checks.map((check) => check.id);

    const refused = await bulk(admin, { action: 'assign', ids: [...ids, foreign.id], userId: memberId });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(workQueueMessages.bulkNotInOrganization);
    expect((await assignments(ids)).every((row) => row.assigneeId === null)).toBe(true);

    const done = await bulk(admin, { action: 'assign', ids, userId: memberId, status: 'in-review' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('3 claims assigned.');
    expect(await assignments(ids)).toEqual(
      expect.arrayContaining(ids.map((id) => ({ id, assigneeId: memberId, status: 'in-review' }))),
    );
    const member = await t.signIn('member@demo.test');
    expect((await list(member, '?assignee=me')).sort()).toEqual([...ids].sort());
  });

  it('refuses a member bulk-assigning to someone else, too many ids and duplicates', async () => {
    const member = await t.signIn('member@demo.test');
    const adminId = await userIdOf(t.services.db, 'admin@demo.test');
    const [check] = await insertChecks(t);
    if (!check) throw new Error('no check');
    expect((await bulk(member, { action: 'assign', ids: [check.id], userId: adminId })).statusCode).toBe(403);
    const many = Array.from({ length: 101 }, () => crypto.randomUUID());
    const tooMany = await bulk(member, { action: 'assign', ids: many, userId: null });
    expect(tooMany.statusCode).toBe(400);
    expect(
      (await bulk(member, { action: 'assign', ids: [check.id, check.id], userId: null })).statusCode,
    ).toBe(400);
    expect((await bulk(member, { action: 'archive', ids: [check.id] })).statusCode).toBe(400);
  });

  it('denies several claims for one reason, each leaving Claims Review for Denied Claims', async () => {
    const member = await t.signIn('member@demo.test');
    const checks = await insertChecks(t, { count: 2 });
    const ids = checks.map((check) => check.id);
    const unknown = await bulk(member, { action: 'deny', ids, denialReason: 'No such reason' });
    expect(unknown.statusCode).toBe(400);
    expect(await list(member, '')).toHaveLength(2);

    const denied = await bulk(member, { action: 'deny', ids, denialReason: 'Device blocked' });
    expect(denied.statusCode, denied.body).toBe(200);
    expect(denied.json()).toMatchObject({
      message: '2 claims denied.',
      results: ids.map((id) => ({ id, outcome: 'denied' })),
    });
    expect(await list(member, '')).toEqual([]);
    const deniedList = (await t.get('/api/v1/denied-claims', { cookie: member })).json();
    expect(deniedList.total).toBe(2);
  });
});

describe('saved views: GET, POST and DELETE /api/v1/saved-views', () => {
  it("keeps each handler's views to themselves", async () => {
    const member = await t.signIn('member@demo.test');
    const admin = await t.signIn('admin@demo.test');
    const created = await t.post(
      '/api/v1/saved-views',
      { name: 'My referrals', filters: { assignee: 'me', status: 'referred' } },
      { cookie: member },
    );
    expect(created.statusCode, created.body).toBe(201);
    const view = created.json();
    expect(view).toMatchObject({ name: 'My referrals', filters: { assignee: 'me', status: 'referred' } });

    const again = await t.post(
      '/api/v1/saved-views',
      { name: 'My referrals', filters: {} },
      { cookie: member },
    );
    expect(again.statusCode).toBe(409);
    const bad = await t.post(
      '/api/v1/saved-views',
      { name: 'Bad', filters: { status: 'closed' } },
      { cookie: member },
    );
    expect(bad.statusCode).toBe(400);

    expect((await t.get('/api/v1/saved-views', { cookie: member })).json()).toEqual([view]);
    expect((await t.get('/api/v1/saved-views', { cookie: admin })).json()).toEqual([]);
    const othersDelete = await send(t, {
      method: 'DELETE',
      url: `/api/v1/saved-views/${view.id}`,
      cookie: admin,
    });
    expect(othersDelete.statusCode).toBe(404);
    const own = await send(t, { method: 'DELETE', url: `/api/v1/saved-views/${view.id}`, cookie: member });
    expect(own.statusCode).toBe(204);
    expect((await t.get('/api/v1/saved-views', { cookie: member })).json()).toEqual([]);
  });
});

describe('the work queue on a migrated organization', () => {
  it('keeps the default service levels until an admin changes them', async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const [row] = await t.services.db
      .select({ days: organizations.serviceLevelDays })
      .from(organizations)
      .where(eq(organizations.id, organisationId));
    expect(row?.days).toEqual({ 'fast-track': 1, review: 3, refer: 10 });
  });
});
