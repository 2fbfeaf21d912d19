import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claims, replacementDevices } from '@/server/db/schema/claims';
import { auditEvents } from '@/server/db/schema/platform';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import { countRows } from '../../../../tests/support/count-rows';
import { insertChecks, organisationIdOf } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

/** A replacement device recorded without a claim link (its claim was deleted, which only unlinks it). */
async function insertUnlinkedDevice(originalImei: string, domain = 'demo.test') {
  const [row] = await t.services.db
    .insert(replacementDevices)
    .values({
      organizationId: await organisationIdOf(t, domain),
      originalImei,
      replacementImei: makeImei(),
      deviceMake: 'Samsung',
      deviceModel: 'Galaxy S24',
      deviceColor: 'Black',
      deviceStorage: '128GB',
    })
    .returning({ id: replacementDevices.id });
  return row?.id ?? '';
}

async function settleWithReplacement(replacementImei: string, domain = 'demo.test') {
  const [check] = await insertChecks(t, { domain });
  const email = domain === 'demo.test' ? 'member@demo.test' : 'member@other.test';
  const body = {
    includesReplacement: true,
    replacement: {
      imei: replacementImei,
      make: 'Apple',
      model: 'iPhone 15',
      color: 'Blue',
      storage: '256GB',
    },
  };
  const response = await t.post(`/api/v1/checks/${check?.id}/settlement`, body, {
    cookie: await t.signIn(email),
  });
  expect(response.statusCode, response.body).toBe(201);
  return check?.imei ?? '';
}

describe('GET /api/v1/replacement-matches', () => {
  it('lists up to 5 earlier claims whose replacement shares the first 14 digits, in this organisation only', async () => {
    const replacement = makeImei();
    const originals: string[] = [];
    for (let n = 0; n < 6; n += 1) originals.push(await settleWithReplacement(replacement));
    await settleWithReplacement(replacement, 'other.test');
    const cookie = await t.signIn('member@demo.test');
    const response = await t.get(`/api/v1/replacement-matches?imei=${replacement.slice(0, 14)}`, { cookie });
    expect(response.statusCode).toBe(200);
    const { matches } = response.json();
    expect(matches).toHaveLength(5);
    for (const match of matches) {
      expect(originals).toContain(match.imei);
      expect(match.replacementImei).toBe(replacement);
    }
    const none = await t.get(`/api/v1/replacement-matches?imei=${makeImei()}`, { cookie });
    expect(none.json()).toEqual({ matches: [] });
  });

  it('needs 14 or 15 digits', async () => {
    const cookie = await t.signIn('member@demo.test');
    for (const imei of ['', '1234567890123', 'abcdefghijklmn', '1234567890123456']) {
      expect((await t.get(`/api/v1/replacement-matches?imei=${imei}`, { cookie })).statusCode).toBe(400);
    }
  });
});

describe('POST /api/v1/claim-cleanups', () => {
  it('lets a super admin remove the claims on a device and their replacement devices, in their organisation', async () => {
    const original = await settleWithReplacement(makeImei());
    const response = await t.post(
      '/api/v1/claim-cleanups',
      { imei: original },
      { cookie: await t.signIn('super@demo.test') },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ claimsDeleted: 1, replacementDevicesDeleted: 1 });
    expect(await countRows(t, { claims, replacementDevices })).toEqual({ claims: 0, replacementDevices: 0 });
    const [audit] = await t.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'claim.cleaned_up'));
    expect(audit?.details).toMatchObject({ replacementDevicesDeleted: 1 });
    // Nothing left to clean: the counts say so.
    const again = await t.post(
      '/api/v1/claim-cleanups',
      { imei: original },
      { cookie: await t.signIn('super@demo.test') },
    );
    expect(again.json()).toEqual({ claimsDeleted: 0, replacementDevicesDeleted: 0 });
  });

  it("also removes the organisation's replacement devices recorded for the device's first 14 digits without a claim link", async () => {
    const original = await settleWithReplacement(makeImei());
    const prefix = original.slice(0, 14);
    const otherCheckDigit = `${prefix}${(Number(original.slice(14)) + 1) % 10}`;
    await insertUnlinkedDevice(original);
    await insertUnlinkedDevice(otherCheckDigit);
    const kept = [await insertUnlinkedDevice(original, 'other.test'), await insertUnlinkedDevice(makeImei())];

    const response = await t.post(
      '/api/v1/claim-cleanups',
      { imei: otherCheckDigit },
      { cookie: await t.signIn('super@demo.test') },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ claimsDeleted: 1, replacementDevicesDeleted: 3 });
    const left = await t.services.db.select({ id: replacementDevices.id }).from(replacementDevices);
    expect(left.map((device) => device.id).sort()).toEqual([...kept].sort());
    expect(await countRows(t, { claims })).toEqual({ claims: 0 });
    const [audit] = await t.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'claim.cleaned_up'));
    expect(audit?.details).toMatchObject({ replacementDevicesDeleted: 3 });
  });

  it("refuses members and organisation admins, and never touches another organisation's claims", async () => {
    const original = await settleWithReplacement(makeImei(), 'other.test');
    for (const email of ['member@demo.test', 'admin@demo.test', 'admin@other.test']) {
      const response = await t.post(
        '/api/v1/claim-cleanups',
        { imei: original },
        { cookie: await t.signIn(email) },
      );
      expect(response.statusCode).toBe(403);
    }
    const bySuperOfDemo = await t.post(
      '/api/v1/claim-cleanups',
      { imei: original },
      { cookie: await t.signIn('super@demo.test') },
    );
    expect(bySuperOfDemo.json()).toEqual({ claimsDeleted: 0, replacementDevicesDeleted: 0 });
    expect(await t.services.db.select().from(claims)).toHaveLength(1);
  });
});
