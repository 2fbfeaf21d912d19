import { format } from 'date-fns';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { imeiMatchKey } from '@/domain/imei';
import { intakeMessages, previouslyCheckedMessage } from '@/domain/intake-messages';
import { messages } from '@/domain/messages';
import { claimChecks, deniedClaims, settledClaims } from '@/server/db/schema/checks';
import { organizations } from '@/server/db/schema/organisations';
import type { DeviceHistoryProvider } from '@/server/providers/device-history/types';
import { makeImei, withWrongCheckDigit } from '../../../../tests/fixtures/make-imei';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { countIntakeRows } from '../../../../tests/support/count-intake-rows';
import { simulatedResult } from '../../../../tests/support/simulated-result';
import { createTestApp, setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

/** Every refusal names the record that exists, with the path that reads it. */
const existing = (type: string, path: string) => ({
  type,
  id: expect.any(String),
  href: expect.stringMatching(new RegExp(`^/api/v1/${path}/[0-9a-f-]{36}$`)),
});
const previouslyChecked = (on: Date) => ({
  code: 'PREVIOUSLY_CHECKED',
  title: intakeMessages.previouslyCheckedTitle,
  message: previouslyCheckedMessage(format(on, 'MM/dd/yyyy')),
  existing: existing('check', 'checks'),
});
const ALREADY_SETTLED = {
  code: 'ALREADY_SETTLED',
  title: intakeMessages.alreadySettledTitle,
  message: intakeMessages.alreadySettled,
  existing: existing('settled-claim', 'settled-claims'),
};
const ALREADY_DENIED = {
  code: 'ALREADY_DENIED',
  title: intakeMessages.alreadyDeniedTitle,
  message: intakeMessages.alreadyDenied,
  existing: existing('denied-claim', 'denied-claims'),
};

async function organisationId(domain: string): Promise<string> {
  const [row] = await t.services.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.domain, domain));
  if (!row) throw new Error(`no organisation ${domain}`);
  return row.id;
}

/** A settled or denied claim on record, stored under `imei` (which need not pass Luhn: older data may not). */
async function recordClaim(kind: 'settled' | 'denied', domain: string, imei: string) {
  const row = { organizationId: await organisationId(domain), imei, imeiKey: imeiMatchKey(imei) };
  if (kind === 'settled')
    await t.services.db.insert(settledClaims).values({ ...row, claimDate: '2026-11-20' });
  else await t.services.db.insert(deniedClaims).values({ ...row, denialReason: 'Fraud suspected' });
}

/** Posts an intake and checks that it stored nothing. */
async function refusedIntake(imei: string, cookie: string) {
  const before = await countIntakeRows(t.services.db);
  const response = await t.post('/api/v1/checks', makeIntake({ imei }), { cookie });
  expect(await countIntakeRows(t.services.db)).toEqual(before);
  return response;
}

describe('POST /api/v1/checks: a device the organisation already has on record', () => {
  it("answers 409 'IMEI Previously Checked' with the first check's date, also for a formatted repeat", async () => {
    const cookie = await t.signIn('member@demo.test');
    const imei = makeImei();
    const first = await t.post('/api/v1/checks', makeIntake({ imei }), { cookie });
    expect(first.statusCode, first.body).toBe(201);

    const checkedOn = new Date(first.json().createdAt);
    for (const repeat of [
      imei,
      `${imei.slice(0, 2)}-${imei.slice(2, 8)}-${imei.slice(8, 14)}-${imei.slice(14)}`,
    ]) {
      const response = await refusedIntake(repeat, await t.signIn('admin@demo.test'));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject(previouslyChecked(checkedOn));
    }
  });

  it('gives the date as MM/dd/yyyy', async () => {
    const cookie = await t.signIn('member@demo.test');
    const imei = makeImei();
    const createdAt = new Date('2024-03-05T12:00:00Z');
    await t.services.db.insert(claimChecks).values({
      organizationId: await organisationId('demo.test'),
      imei,
      imeiKey: imeiMatchKey(imei),
      fullResponse: {},
      intakeCertificateResult: 'green',
      createdAt,
    });
    const response = await refusedIntake(imei, cookie);
    expect(response.json().message).toBe(
      'This IMEI was already checked on 03/05/2024. Find it in Claims Review.',
    );
  });

  it('refuses the same 14 digits with another check digit by the Luhn rule, before any duplicate rule', async () => {
    const cookie = await t.signIn('member@demo.test');
    const imei = makeImei();
    expect((await t.post('/api/v1/checks', makeIntake({ imei }), { cookie })).statusCode).toBe(201);

    const response = await refusedIntake(withWrongCheckDigit(imei), cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      title: messages.invalidImei,
      message: messages.imeiFailedLuhn,
    });
  });

  it.each([
    ['settled', ALREADY_SETTLED],
    ['denied', ALREADY_DENIED],
  ] as const)(
    'answers 409 when the claim was %s, matching on the first 14 digits only',
    async (kind, expected) => {
      const cookie = await t.signIn('member@demo.test');
      const imei = makeImei();
      // Stored with another check digit: only the 14-digit key can connect it to the IMEI being checked.
      await recordClaim(kind, 'demo.test', withWrongCheckDigit(imei));

      const response = await refusedIntake(imei, cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject(expected);
    },
  );

  it('asks in the spec order: previously checked before settled, settled before denied', async () => {
    const cookie = await t.signIn('member@demo.test');
    const checked = makeImei();
    expect((await t.post('/api/v1/checks', makeIntake({ imei: checked }), { cookie })).statusCode).toBe(201);
    await recordClaim('settled', 'demo.test', checked);
    await recordClaim('denied', 'demo.test', checked);
    expect((await refusedIntake(checked, cookie)).json().code).toBe('PREVIOUSLY_CHECKED');

    const settledAndDenied = makeImei();
    await recordClaim('settled', 'demo.test', settledAndDenied);
    await recordClaim('denied', 'demo.test', settledAndDenied);
    expect((await refusedIntake(settledAndDenied, cookie)).json()).toMatchObject(ALREADY_SETTLED);
  });
});

describe('POST /api/v1/checks: another organisation', () => {
  it("does not count another organisation's check of the same IMEI", async () => {
    const imei = makeImei();
    const other = await t.post('/api/v1/checks', makeIntake({ imei, claimType: 'Liquid Damage' }), {
      cookie: await t.signIn('admin@other.test'),
    });
    expect(other.statusCode, other.body).toBe(201);

    const demo = await t.post('/api/v1/checks', makeIntake({ imei }), {
      cookie: await t.signIn('member@demo.test'),
    });
    expect(demo.statusCode, demo.body).toBe(201);
    expect(demo.json().id).not.toBe(other.json().id);

    const rows = await t.services.db.select().from(claimChecks).where(eq(claimChecks.imei, imei));
    expect(rows.map((row) => row.organizationId).sort()).toEqual(
      [await organisationId('demo.test'), await organisationId('other.test')].sort(),
    );
    // Each organisation still refuses its own repeat.
    const repeat = await refusedIntake(imei, await t.signIn('member@other.test'));
    expect(repeat.json()).toMatchObject({ code: 'PREVIOUSLY_CHECKED' });
  });

  it("does not count another organisation's settled or denied claim", async () => {
    const cookie = await t.signIn('member@demo.test');
    const settled = makeImei();
    const denied = makeImei();
    await recordClaim('settled', 'other.test', settled);
    await recordClaim('denied', 'other.test', denied);
    for (const imei of [settled, denied]) {
      const response = await t.post('/api/v1/checks', makeIntake({ imei }), { cookie });
      expect(response.statusCode, response.body).toBe(201);
    }
  });
});

describe('POST /api/v1/checks: simultaneous intakes', () => {
  it('lets exactly one of 20 simultaneous intakes of one IMEI through; the rest hear it was checked', async () => {
    const cookies = await Promise.all([t.signIn('member@demo.test'), t.signIn('admin@demo.test')]);
    const imei = makeImei();
    const before = await countIntakeRows(t.services.db);

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.post('/api/v1/checks', makeIntake({ imei, reference: `CLM-${i}` }), { cookie: cookies[i % 2] }),
      ),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toMatchObject({
        code: 'PREVIOUSLY_CHECKED',
        title: intakeMessages.previouslyCheckedTitle,
        message: expect.stringMatching(/^This IMEI was already checked on \d\d\/\d\d\/\d{4}\. /),
      });
    }
    expect(await countIntakeRows(t.services.db)).toEqual({
      checks: before.checks + 1,
      auditEvents: before.auditEvents + 1,
    });
  });
});

/** The simulator's answers, but no search returns before `count` have started (or a second after the first). */
function providerHoldingUntil(count: number): DeviceHistoryProvider & { started(): number } {
  let started = 0;
  let release: () => void = () => {};
  const allStarted = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    started: () => started,
    async search({ imei }) {
      started += 1;
      if (started === 1) setTimeout(release, 1_000);
      if (started >= count) release();
      await allStarted;
      return simulatedResult(imei);
    },
  };
}

describe('POST /api/v1/checks: intakes that all pass the duplicate check before any is stored', () => {
  it('searches once and stores one; the others wait for that search and hear IMEI Previously Checked, not a server error', async () => {
    const provider = providerHoldingUntil(5);
    const app = await createTestApp({ deviceHistory: provider });
    try {
      const cookie = await app.signIn('member@demo.test');
      const imei = makeImei();
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => app.post('/api/v1/checks', makeIntake({ imei }), { cookie })),
      );
      // One search of a device at a time (the search ledger): the other four use its answer instead of paying.
      expect(provider.started()).toBe(1);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
      const today = format(new Date(), 'MM/dd/yyyy');
      for (const response of responses.filter((r) => r.statusCode === 409)) {
        expect(response.json()).toMatchObject({
          code: 'PREVIOUSLY_CHECKED',
          title: intakeMessages.previouslyCheckedTitle,
          message: previouslyCheckedMessage(today),
          existing: existing('check', 'checks'),
        });
      }
      expect(await countIntakeRows(app.app.services.db)).toMatchObject({ checks: 1 });
    } finally {
      await app.close();
    }
  });
});
