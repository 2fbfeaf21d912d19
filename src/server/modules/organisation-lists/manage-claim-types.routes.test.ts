import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '@/server/db/schema/platform';
import { userIdOf } from '../../../../tests/fixtures/make-claim-records';
import { insertChecks, organisationIdOf, send } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

async function claimTypesOf(email: string) {
  const response = await t.get('/api/v1/claim-types', { cookie: await t.signIn(email) });
  return response.json() as Array<{ id: string; claimType: string; isTotalLoss: boolean }>;
}

const add = async (email: string, payload: unknown) =>
  send(t, { method: 'POST', url: '/api/v1/claim-types', cookie: await t.signIn(email), payload });
const remove = async (email: string, id: string) =>
  send(t, { method: 'DELETE', url: `/api/v1/claim-types/${id}`, cookie: await t.signIn(email) });

describe('POST /api/v1/claim-types', () => {
  it.each(['admin@demo.test', 'super@demo.test'])(
    'lets %s add a trimmed claim type with its total-loss flag to its own organisation, audited',
    async (email) => {
      const response = await add(email, { claimType: '  Screen Crack ', isTotalLoss: true });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ claimType: 'Screen Crack', isTotalLoss: true });
      expect(await claimTypesOf('member@demo.test')).toContainEqual(
        expect.objectContaining({ claimType: 'Screen Crack', isTotalLoss: true }),
      );
      expect(await claimTypesOf('member@other.test')).not.toContainEqual(
        expect.objectContaining({ claimType: 'Screen Crack' }),
      );
      const [event] = await t.services.db
        .select()
        .from(auditEvents)
        .where(
          and(eq(auditEvents.action, 'claim_type.added'), eq(auditEvents.subjectId, response.json().id)),
        );
      expect(event?.details).toEqual({ claimType: 'Screen Crack', isTotalLoss: true });
    },
  );

  it.each([
    [{ claimType: '   ' }, 'Please enter a claim type'],
    [{}, 'Invalid input: expected string, received undefined'],
    [{ claimType: 'x'.repeat(101) }, 'Claim type must be less than 100 characters'],
  ])('refuses %j with 400 %s', async (payload, message) => {
    const response = await add('admin@demo.test', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });

  it('refuses a name the organisation has already, in any letter case, and adds nothing', async () => {
    const before = await claimTypesOf('admin@demo.test');
    const response = await add('admin@demo.test', { claimType: 'theft' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'DUPLICATE', message: 'This claim type already exists.' });
    expect(await claimTypesOf('admin@demo.test')).toEqual(before);
  });

  it('lets another organisation use the same name', async () => {
    expect((await add('admin@other.test', { claimType: 'Theft' })).statusCode).toBe(201);
  });

  it('refuses a member (403) and adds nothing', async () => {
    const response = await add('member@demo.test', { claimType: 'Sneaky' });
    expect(response.statusCode).toBe(403);
    expect(await claimTypesOf('admin@demo.test')).not.toContainEqual(
      expect.objectContaining({ claimType: 'Sneaky' }),
    );
  });
});

describe('DELETE /api/v1/claim-types/:id', () => {
  it('removes the claim type, audited; checks that used it keep their claim type', async () => {
    const theft = (await claimTypesOf('admin@demo.test')).find((type) => type.claimType === 'Theft');
    const [check] = await insertChecks(t, { claimType: 'Theft' });
    const response = await remove('admin@demo.test', theft?.id ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Claim type removed successfully' });
    expect((await claimTypesOf('admin@demo.test')).map((type) => type.claimType)).not.toContain('Theft');
    const events = await t.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'claim_type.removed'));
    expect(events).toEqual([
      expect.objectContaining({
        organizationId: await organisationIdOf(t, 'demo.test'),
        actorUserId: await userIdOf(t.services.db, 'admin@demo.test'),
        subjectId: theft?.id,
        details: { claimType: 'Theft' },
      }),
    ]);

    const detail = await t.get(`/api/v1/checks/${check?.id}`, { cookie: await t.signIn('member@demo.test') });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ claimType: 'Theft' });
  });

  it("answers 404 to an organisation admin removing another organisation's claim type, which stays", async () => {
    const [writeOff] = (await claimTypesOf('admin@other.test')).filter(
      (type) => type.claimType === 'Write-off',
    );
    const response = await remove('admin@demo.test', writeOff?.id ?? '');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Claim type not found' });
    expect(await claimTypesOf('admin@other.test')).toContainEqual(writeOff);
  });

  it('refuses a member (403), and answers 400 to an id that is not one', async () => {
    const [first] = await claimTypesOf('admin@demo.test');
    expect((await remove('member@demo.test', first?.id ?? '')).statusCode).toBe(403);
    expect(await claimTypesOf('admin@demo.test')).toContainEqual(first);
    expect((await remove('admin@demo.test', 'not-a-uuid')).statusCode).toBe(400);
  });
});
