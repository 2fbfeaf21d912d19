import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REDUCED_ANSWER_MARK } from '@/domain/device-report';
import { imeiMatchKey } from '@/domain/imei';
import { retentionMessages } from '@/domain/retention-messages';
import { claimChecks, deniedClaims, deviceVerifications, settledClaims } from '@/server/db/schema/checks';
import { deviceSearches } from '@/server/db/schema/device-searches';
import { auditEvents } from '@/server/db/schema/platform';
import { buildSearchResponse } from '../../../../simulators/device-history/build-search-response';
import {
  makeDeniedClaim,
  makeLedgerAnswer,
  makeSettledClaim,
  userIdOf,
} from '../../../../tests/fixtures/make-claim-records';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import { insertChecks, organisationIdOf, storedCheck } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();
const ERASURE = '/api/v1/subject-data/erasure';
const yearsAgo = (years: number) => new Date(Date.now() - years * 366 * 86_400_000);
const erase = async (body: unknown, email = 'admin@demo.test') =>
  t.post(ERASURE, body, { cookie: await t.signIn(email) });

describe('POST /api/v1/subject-data/erasure', () => {
  it("erases a device's open check, anonymises its old claim, de-identifies its searches; keeps a recent decision, saying why and until when", async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const imei = makeImei();
    const [open] = await insertChecks(t, { imei: () => imei });
    const old = await makeSettledClaim(t.services.db, { organisationId, imei, settledAt: yearsAgo(8) });
    // The same device denied last year (another claim of it): within the period, kept.
    const recent = await makeDeniedClaim(t.services.db, { organisationId, imei, deniedAt: yearsAgo(1) });
    await makeLedgerAnswer(t.services.db, {
      organisationId,
      imei,
      answeredAs: 'stolen',
      path: 'intake',
      sentAt: new Date(),
    });
    await t.services.db.insert(deviceVerifications).values({
      organizationId: organisationId,
      imeiKey: imeiMatchKey(imei),
      fullResponse: buildSearchResponse(imei),
    });
    const [otherDevice] = await insertChecks(t);
    const [foreign] = await insertChecks(t, { domain: 'other.test', imei: () => imei });

    const response = await erase({ imei });
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({
      selector: 'imei',
      erased: {
        checksDeleted: 1,
        claimsAnonymised: 1,
        answersReduced: 1,
        searchesDeidentified: 1,
        namesRemoved: 0,
      },
    });
    const keptUntil = new Date(yearsAgo(1).getTime());
    keptUntil.setUTCFullYear(keptUntil.getUTCFullYear() + 7);
    expect(reply.kept).toEqual([
      {
        record: 'deniedClaim',
        id: recent.id,
        reason: 'retentionPeriod',
        keptUntil: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        explanation: retentionMessages.keptForPeriod(7),
      },
      {
        record: 'auditEvents',
        id: null,
        reason: 'auditLog',
        keptUntil: null,
        explanation: retentionMessages.keptAuditLog(7),
      },
    ]);
    expect(reply.kept[0].keptUntil.slice(0, 4)).toBe(String(keptUntil.getUTCFullYear()));

    expect(await storedCheck(t, open?.id)).toEqual([]);
    const [anonymised] = await t.services.db.select().from(settledClaims).where(eq(settledClaims.id, old.id));
    expect(anonymised?.imei).toMatch(/^anon-/);
    const [search] = await t.services.db.select().from(deviceSearches);
    expect(search?.imei).toMatch(/^anon-[0-9a-f]{16}$/);
    expect(search).toMatchObject({ imeiKey: search?.imei, claimReference: null });
    expect((search?.answer as Record<string, unknown> | null)?.[REDUCED_ANSWER_MARK]).toBeDefined();
    expect(JSON.stringify(search?.answer)).not.toContain(imei);
    const [kept] = await t.services.db.select().from(deniedClaims).where(eq(deniedClaims.id, recent.id));
    expect(kept?.imei).toBe(imei);
    // Another device, and the other organization's record of the same device, are untouched.
    expect(await storedCheck(t, otherDevice?.id)).toHaveLength(1);
    expect(await storedCheck(t, foreign?.id)).toHaveLength(1);

    // Audited without the IMEI.
    const [event] = await t.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'subject_data.erased'));
    expect(event?.details).toMatchObject({ selector: 'imei', kept: 2, erased: reply.erased });
    expect(JSON.stringify(event?.details)).not.toContain(imei);
  });

  it('keeps everything a hold covers, and says so', async () => {
    const imei = makeImei();
    const [open] = await insertChecks(t, { imei: () => imei });
    const admin = await t.signIn('admin@demo.test');
    await t.post('/api/v1/legal-holds', { imei, reason: 'Police request' }, { cookie: admin });
    const reply = (await erase({ imei })).json();
    expect(reply.erased.checksDeleted).toBe(0);
    expect(reply.kept[0]).toEqual({
      record: 'check',
      id: open?.id,
      reason: 'legalHold',
      keptUntil: null,
      explanation: retentionMessages.keptOnHold('Police request'),
    });
    expect(await storedCheck(t, open?.id)).toHaveLength(1);
  });

  it("erases by claim reference only that reference's records", async () => {
    const [mine, other] = await insertChecks(t, {
      count: 2,
      reference: (n) => (n === 1 ? 'CLM-ERASE' : 'CLM-STAY'),
    });
    const reply = (await erase({ claimReference: 'CLM-ERASE' })).json();
    expect(reply).toMatchObject({ selector: 'claimReference', erased: { checksDeleted: 1 } });
    const left = await t.services.db.select({ id: claimChecks.id }).from(claimChecks);
    expect(left.map((row) => row.id)).toContain(other?.id);
    expect(left.map((row) => row.id)).not.toContain(mine?.id);
  });

  it("removes a user's name and e-mail from the decisions that copied them; another organization's user is not found", async () => {
    const organisationId = await organisationIdOf(t, 'demo.test');
    const memberId = await userIdOf(t.services.db, 'member@demo.test');
    const settled = await makeSettledClaim(t.services.db, { organisationId, settledBy: memberId });
    await t.services.db
      .update(settledClaims)
      .set({ settledByName: 'Member Name', settledByEmail: 'member@demo.test' })
      .where(eq(settledClaims.id, settled.id));
    const reply = (await erase({ userId: memberId })).json();
    expect(reply.erased.namesRemoved).toBe(1);
    expect(reply.kept.map((record: { record: string }) => record.record)).toEqual(['account', 'auditEvents']);
    const [row] = await t.services.db.select().from(settledClaims).where(eq(settledClaims.id, settled.id));
    expect(row).toMatchObject({ settledBy: memberId, settledByName: null, settledByEmail: null });

    const otherUser = await userIdOf(t.services.db, 'member@other.test');
    const foreign = await erase({ userId: otherUser });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a member, no selector or two, and changes nothing', async () => {
    const imei = makeImei();
    await insertChecks(t, { imei: () => imei });
    expect((await erase({ imei }, 'member@demo.test')).statusCode).toBe(403);
    expect((await erase({})).statusCode).toBe(400);
    expect((await erase({ imei, claimReference: 'CLM-1' })).statusCode).toBe(400);
    expect((await erase({ imei: '123' })).statusCode).toBe(400);
    expect(await t.services.db.select().from(claimChecks).where(eq(claimChecks.imei, imei))).toHaveLength(1);
    expect(
      await t.services.db.select().from(auditEvents).where(eq(auditEvents.action, 'subject_data.erased')),
    ).toEqual([]);
  });
});
