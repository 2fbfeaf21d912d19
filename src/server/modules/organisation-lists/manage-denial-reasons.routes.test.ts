import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '@/server/db/schema/platform';
import { makeDeniedClaim, userIdOf } from '../../../../tests/fixtures/make-claim-records';
import { organisationIdOf, send } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

async function reasonsOf(email: string) {
  const response = await t.get('/api/v1/denial-reasons', { cookie: await t.signIn(email) });
  return response.json() as Array<{ id: string; denialReason: string }>;
}

const add = async (email: string, payload: unknown) =>
  send(t, { method: 'POST', url: '/api/v1/denial-reasons', cookie: await t.signIn(email), payload });
const remove = async (email: string, id: string) =>
  send(t, { method: 'DELETE', url: `/api/v1/denial-reasons/${id}`, cookie: await t.signIn(email) });

describe('POST /api/v1/denial-reasons', () => {
  it.each(['admin@demo.test', 'super@demo.test'])(
    'lets %s add a reason to its own organisation',
    async (email) => {
      const response = await add(email, { denialReason: ' Late notification ' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ denialReason: 'Late notification' });
      expect((await reasonsOf('member@demo.test')).map((r) => r.denialReason)).toContain('Late notification');
      expect((await reasonsOf('member@other.test')).map((r) => r.denialReason)).not.toContain(
        'Late notification',
      );
      const events = await t.services.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'denial_reason.added'));
      expect(events).toHaveLength(1);
    },
  );

  it('refuses a blank reason, a duplicate and a member, adding nothing', async () => {
    const before = await reasonsOf('admin@demo.test');
    const blank = await add('admin@demo.test', { denialReason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'Please enter a denial reason' });
    const duplicate = await add('admin@demo.test', { denialReason: 'DEVICE BLOCKED' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'DUPLICATE',
      message: 'This denial reason already exists.',
    });
    expect((await add('member@demo.test', { denialReason: 'Sneaky' })).statusCode).toBe(403);
    expect(await reasonsOf('admin@demo.test')).toEqual(before);
  });
});

describe('DELETE /api/v1/denial-reasons/:id', () => {
  it('removes a reason of the own organisation, audited', async () => {
    const [first] = await reasonsOf('admin@demo.test');
    const response = await remove('admin@demo.test', first?.id ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Denial reason removed successfully' });
    expect(await reasonsOf('admin@demo.test')).not.toContainEqual(first);
    const events = await t.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'denial_reason.removed'));
    expect(events).toEqual([
      expect.objectContaining({
        organizationId: await organisationIdOf(t, 'demo.test'),
        actorUserId: await userIdOf(t.services.db, 'admin@demo.test'),
        subjectId: first?.id,
        details: { denialReason: first?.denialReason },
      }),
    ]);
  });

  it('keeps denied claims that used the removed reason readable, with the reason', async () => {
    const blocked = (await reasonsOf('admin@demo.test')).find((r) => r.denialReason === 'Device blocked');
    const organisationId = await organisationIdOf(t, 'demo.test');
    const denied = await makeDeniedClaim(t.services.db, { organisationId, denialReason: 'Device blocked' });
    expect((await remove('admin@demo.test', blocked?.id ?? '')).statusCode).toBe(200);
    expect((await reasonsOf('admin@demo.test')).map((r) => r.denialReason)).not.toContain('Device blocked');

    const cookie = await t.signIn('member@demo.test');
    const detail = await t.get(`/api/v1/denied-claims/${denied.id}`, { cookie });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: denied.id, imei: denied.imei, denialReason: 'Device blocked' });
    const register = await t.get(`/api/v1/denied-claims?search=${denied.imei}`, { cookie });
    expect(register.json().items).toEqual([
      expect.objectContaining({ id: denied.id, denialReason: 'Device blocked' }),
    ]);
  });

  it("answers 404 to another organisation's reason and 403 to a member; both reasons stay", async () => {
    const [otherReason] = await reasonsOf('admin@other.test');
    const [demoReason] = await reasonsOf('admin@demo.test');
    expect((await remove('admin@demo.test', otherReason?.id ?? '')).statusCode).toBe(404);
    expect((await remove('member@demo.test', demoReason?.id ?? '')).statusCode).toBe(403);
    expect(await reasonsOf('admin@other.test')).toContainEqual(otherReason);
    expect(await reasonsOf('admin@demo.test')).toContainEqual(demoReason);
  });
});
