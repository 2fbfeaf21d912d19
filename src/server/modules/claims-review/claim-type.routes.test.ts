import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { intakeMessages } from '@/domain/intake-messages';
import { reviewMessages } from '@/domain/review-messages';
import { claimChecks } from '@/server/db/schema/checks';
import { auditEvents } from '@/server/db/schema/platform';
import { isoDayFromToday } from '../../../../tests/fixtures/make-intake';
import { insertChecks, send } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

async function changeClaimType(id: string | undefined, payload: unknown, email = 'member@demo.test') {
  const cookie = await t.signIn(email);
  return send(t, { method: 'PATCH', url: `/api/v1/checks/${id}/claim-type`, cookie, payload });
}

async function stored(id: string | undefined) {
  const [row] = await t.services.db
    .select({
      claimType: claimChecks.claimType,
      fnol: claimChecks.fnol,
      lossDate: claimChecks.lossDate,
    })
    .from(claimChecks)
    .where(eq(claimChecks.id, id ?? ''));
  return row;
}

describe('PATCH /api/v1/checks/:id/claim-type', () => {
  it('sets FNOL and the loss date when a check becomes total loss', async () => {
    const [check] = await insertChecks(t, { claimType: 'Theft' });
    const response = await changeClaimType(check?.id, { claimType: 'Total Loss', lossDate: '2024-05-01' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: reviewMessages.claimTypeUpdatedFnolSet,
      check: {
        id: check?.id,
        claimType: 'Total Loss',
        fnol: true,
        lossDate: '2024-05-01',
        isTotalLoss: true,
      },
    });
    expect(await stored(check?.id)).toEqual({ claimType: 'Total Loss', fnol: true, lossDate: '2024-05-01' });
    const [audit] = await t.services.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.subjectId, check?.id ?? ''), eq(auditEvents.action, 'check.claim_type_changed')),
      );
    expect(audit?.details).toEqual({ old: 'Theft', new: 'Total Loss' });
  });

  it("accepts today's date in the latest time zone", async () => {
    const [check] = await insertChecks(t, { claimType: null });
    const response = await changeClaimType(check?.id, {
      claimType: 'Total Loss',
      lossDate: isoDayFromToday(0),
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('clears FNOL and the loss date when a check leaves total loss', async () => {
    const [check] = await insertChecks(t, { claimType: 'Theft' });
    await changeClaimType(check?.id, { claimType: 'Total Loss', lossDate: '2024-05-01' });
    const response = await changeClaimType(check?.id, { claimType: 'Loss', lossDate: '2024-06-01' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: reviewMessages.claimTypeUpdatedFnolCleared,
      check: { claimType: 'Loss', fnol: false, lossDate: null, isTotalLoss: false },
    });
    expect(await stored(check?.id)).toEqual({ claimType: 'Loss', fnol: false, lossDate: null });
  });

  it('changes only the claim type when a check becomes total loss with FNOL and a loss date already set', async () => {
    const [check] = await insertChecks(t, { claimType: 'Theft' });
    await t.services.db
      .update(claimChecks)
      .set({ fnol: true, lossDate: '2024-03-10' })
      .where(eq(claimChecks.id, check?.id ?? ''));
    // No loss date is asked for; the recorded one stays.
    const response = await changeClaimType(check?.id, { claimType: 'Total Loss' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: reviewMessages.claimTypeUpdated,
      check: { claimType: 'Total Loss', fnol: true, lossDate: '2024-03-10', isTotalLoss: true },
    });
    expect(await stored(check?.id)).toEqual({ claimType: 'Total Loss', fnol: true, lossDate: '2024-03-10' });
  });

  it('changes only the claim type otherwise', async () => {
    const [check] = await insertChecks(t, { claimType: 'Theft' });
    const response = await changeClaimType(check?.id, {
      claimType: 'Accidental Damage',
      lossDate: '2024-05-01',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(reviewMessages.claimTypeUpdated);
    expect(await stored(check?.id)).toEqual({ claimType: 'Accidental Damage', fnol: false, lossDate: null });
  });

  it.each([
    ['no loss date', {}, reviewMessages.lossDateRequired],
    ['a null loss date', { lossDate: null }, reviewMessages.lossDateRequired],
    ['a future loss date', { lossDate: isoDayFromToday(3) }, intakeMessages.lossDateInFuture],
    ['a loss date in 1899', { lossDate: '1899-12-31' }, intakeMessages.lossDateTooEarly],
  ])('refuses total loss with %s and changes nothing', async (_name, extra, message) => {
    const [check] = await insertChecks(t, { claimType: 'Theft' });
    const response = await changeClaimType(check?.id, { claimType: 'Total Loss', ...extra });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await stored(check?.id)).toEqual({ claimType: 'Theft', fnol: false, lossDate: null });
  });

  it.each([
    ['a claim type the organisation does not have', { claimType: 'Write-off' }],
    ['an empty claim type', { claimType: ' ' }],
    ['an unknown field', { claimType: 'Theft', fnol: true }],
  ])('refuses %s with 400 and changes nothing', async (_name, payload) => {
    const [check] = await insertChecks(t, { claimType: 'Loss' });
    const response = await changeClaimType(check?.id, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(await stored(check?.id)).toEqual({ claimType: 'Loss', fnol: false, lossDate: null });
  });

  it("answers 404 for another organisation's check, 400 for a malformed id", async () => {
    const [foreign] = await insertChecks(t, { domain: 'other.test', claimType: 'Liquid Damage' });
    for (const id of [foreign?.id, randomUUID()]) {
      const response = await changeClaimType(id, { claimType: 'Theft' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(reviewMessages.checkNotFound);
    }
    expect(await stored(foreign?.id)).toMatchObject({ claimType: 'Liquid Damage' });
    expect((await changeClaimType('nope', { claimType: 'Theft' })).statusCode).toBe(400);
  });

  it('answers 401 when signed out', async () => {
    const [check] = await insertChecks(t);
    const response = await send(t, {
      method: 'PATCH',
      url: `/api/v1/checks/${check?.id}/claim-type`,
      payload: { claimType: 'Theft' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/v1/checks synced by last change', () => {
  async function sync(since: string) {
    const response = await t.get(`/api/v1/checks?limit=100&updatedSince=${encodeURIComponent(since)}`, {
      cookie: await t.signIn('member@demo.test'),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: Array<{ id: string; claimType: string | null }>; syncedUntil: string };
  }

  it('reads a check again once its claim type changed, and no other', async () => {
    const [kept, changed] = await insertChecks(t, { count: 2, claimType: 'Theft' });
    const first = await sync('2026-01-01T00:00:00Z');
    // Inserted in one statement, the two may share their time of change: then their ids order them.
    expect(first.items.map((item) => item.id).sort()).toEqual([kept?.id, changed?.id].sort());
    expect(await sync(first.syncedUntil)).toMatchObject({ items: [] });

    await changeClaimType(changed?.id, { claimType: 'Total Loss', lossDate: '2024-05-01' });
    const next = await sync(first.syncedUntil);
    expect(next.items).toMatchObject([{ id: changed?.id, claimType: 'Total Loss' }]);
  });
});
