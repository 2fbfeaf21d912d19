import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimChecks } from '@/server/db/schema/checks';
import { userIdOf } from '../../../../tests/fixtures/make-claim-records';
import { insertChecks } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

const HOUR = 3_600_000;

/** Gives the checks a route, an assignee and a due date. */
async function setChecks(
  ids: string[],
  values: {
    triageRoute?: 'fast-track' | 'review' | 'refer' | null;
    assigneeId?: string | null;
    dueAt?: Date | null;
  },
) {
  await t.services.db.update(claimChecks).set(values).where(inArray(claimChecks.id, ids));
}

describe('GET /api/v1/work-queue/summary', () => {
  it("counts the organization's open claims by route, by handler and overdue, most open first", async () => {
    const member = await userIdOf(t.services.db, 'member@demo.test');
    const admin = await userIdOf(t.services.db, 'admin@demo.test');
    const checks = (await insertChecks(t, { count: 7 })).map((check) => check.id);
    const past = new Date(Date.now() - HOUR);
    const future = new Date(Date.now() + 24 * HOUR);
    await setChecks(checks.slice(0, 3), { triageRoute: 'refer', assigneeId: member, dueAt: past });
    await setChecks(checks.slice(3, 4), { triageRoute: 'review', assigneeId: member, dueAt: future });
    await setChecks(checks.slice(4, 5), { triageRoute: 'fast-track', assigneeId: admin, dueAt: past });
    await setChecks(checks.slice(5, 6), { triageRoute: 'review', assigneeId: null, dueAt: future });
    await setChecks(checks.slice(6, 7), { triageRoute: null, assigneeId: null, dueAt: null });
    // Another organization's claims are not counted.
    const foreign = (await insertChecks(t, { domain: 'other.test', count: 2 })).map((check) => check.id);
    await setChecks(foreign, { triageRoute: 'refer', dueAt: past });

    const response = await t.get('/api/v1/work-queue/summary', {
      cookie: await t.signIn('member@demo.test'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      open: 7,
      unassigned: 2,
      overdue: 4,
      byRoute: { 'fast-track': 1, review: 2, refer: 3, unscored: 1 },
      byHandler: [
        {
          handler: { id: member, email: 'member@demo.test', name: 'Morgan Member' },
          open: 4,
          overdue: 3,
          referred: 3,
        },
        {
          handler: { id: admin, email: 'admin@demo.test', name: 'Alex Admin' },
          open: 1,
          overdue: 1,
          referred: 0,
        },
      ],
    });
  });

  it('answers an organization without open claims with zeros, and a caller signed out with 401', async () => {
    const response = await t.get('/api/v1/work-queue/summary', {
      cookie: await t.signIn('admin@other.test'),
    });
    expect(response.json()).toEqual({
      open: 0,
      unassigned: 0,
      overdue: 0,
      byRoute: { 'fast-track': 0, review: 0, refer: 0, unscored: 0 },
      byHandler: [],
    });
    expect((await t.get('/api/v1/work-queue/summary')).statusCode).toBe(401);
  });
});
