import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviewMessages } from '@/domain/review-messages';
import { claimChecks } from '@/server/db/schema/checks';
import { auditEvents } from '@/server/db/schema/platform';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import { insertChecks, send } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

async function remove(url: string, email?: string) {
  const cookie = email ? await t.signIn(email) : undefined;
  return send(t, { method: 'DELETE', url, ...(cookie ? { cookie } : {}) });
}

async function remaining(ids: Array<string | undefined>) {
  const rows = await t.services.db
    .select({ id: claimChecks.id })
    .from(claimChecks)
    .where(
      inArray(
        claimChecks.id,
        ids.filter((id): id is string => id !== undefined),
      ),
    );
  return rows.length;
}

describe('DELETE /api/v1/checks/:id', () => {
  it('lets a super admin delete a check of the organisation, with an audit event', async () => {
    const [check, other] = await insertChecks(t, { count: 2 });
    const response = await remove(`/api/v1/checks/${check?.id}`, 'super@demo.test');
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    expect(await remaining([check?.id])).toBe(0);
    expect(await remaining([other?.id])).toBe(1);
    const [audit] = await t.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, check?.id ?? ''));
    expect(audit).toMatchObject({ action: 'check.deleted', details: { imei: check?.imei } });
  });

  it.each(['member@demo.test', 'admin@demo.test'])('refuses %s with 403', async (email) => {
    const [check] = await insertChecks(t);
    expect((await remove(`/api/v1/checks/${check?.id}`, email)).statusCode).toBe(403);
    expect(await remaining([check?.id])).toBe(1);
  });

  it("answers 404 for another organisation's check and leaves it", async () => {
    const [foreign] = await insertChecks(t, { domain: 'other.test' });
    for (const id of [foreign?.id, randomUUID()]) {
      const response = await remove(`/api/v1/checks/${id}`, 'super@demo.test');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(reviewMessages.checkNotFound);
    }
    expect(await remaining([foreign?.id])).toBe(1);
  });

  it('answers 400 for a malformed id, 401 signed out', async () => {
    expect((await remove('/api/v1/checks/123', 'super@demo.test')).statusCode).toBe(400);
    expect((await remove(`/api/v1/checks/${randomUUID()}`)).statusCode).toBe(401);
  });
});

describe('DELETE /api/v1/checks/by-imei/:imei', () => {
  it("deletes the organisation's checks on the first 14 digits, not another organisation's", async () => {
    const imei = makeImei();
    const [own] = await insertChecks(t, { imei: () => imei });
    const [foreign] = await insertChecks(t, { domain: 'other.test', imei: () => imei });
    const [unrelated] = await insertChecks(t);

    const byKey = await remove(`/api/v1/checks/by-imei/${imei.slice(0, 14)}`, 'super@demo.test');
    expect(byKey.statusCode, byKey.body).toBe(200);
    expect(byKey.json()).toEqual({ deleted: 1 });
    expect(await remaining([own?.id])).toBe(0);
    expect(await remaining([foreign?.id, unrelated?.id])).toBe(2);
    const [audit] = await t.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'check.deleted_by_imei'));
    expect(audit?.details).toEqual({ imeiKey: imei.slice(0, 14), ids: [own?.id] });

    const again = await remove(`/api/v1/checks/by-imei/${imei}`, 'super@demo.test');
    expect(again.json()).toEqual({ deleted: 0 });
  });

  it('matches a 15-digit IMEI on its first 14 digits, whatever the check digit', async () => {
    const imei = makeImei();
    const [check] = await insertChecks(t, { imei: () => imei });
    const otherDigit = `${imei.slice(0, 14)}${(Number(imei.slice(-1)) + 1) % 10}`;
    const response = await remove(`/api/v1/checks/by-imei/${otherDigit}`, 'super@demo.test');
    expect(response.json()).toEqual({ deleted: 1 });
    expect(await remaining([check?.id])).toBe(0);
  });

  it.each(['1234567890123', '1234567890123456', '35332811000001x'])('refuses %s with 400', async (imei) => {
    expect((await remove(`/api/v1/checks/by-imei/${imei}`, 'super@demo.test')).statusCode).toBe(400);
  });

  it('refuses members and admins with 403, and answers 401 signed out', async () => {
    const imei = makeImei();
    const [check] = await insertChecks(t, { imei: () => imei });
    for (const email of ['member@demo.test', 'admin@demo.test']) {
      expect((await remove(`/api/v1/checks/by-imei/${imei}`, email)).statusCode).toBe(403);
    }
    expect((await remove(`/api/v1/checks/by-imei/${imei}`)).statusCode).toBe(401);
    expect(await remaining([check?.id])).toBe(1);
  });
});
