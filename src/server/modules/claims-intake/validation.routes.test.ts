import { describe, expect, it } from 'vitest';
import { intakeMessages } from '@/domain/intake-messages';
import { messages } from '@/domain/messages';
import { isoDayFromToday, makeIntake } from '../../../../tests/fixtures/make-intake';
import { countIntakeRows } from '../../../../tests/support/count-intake-rows';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

/** Posts an intake as member@demo.test and checks that nothing was stored, whatever the answer. */
async function intakeStoringNothing(body: unknown) {
  const cookie = await t.signIn('member@demo.test');
  const before = await countIntakeRows(t.services.db);
  const response = await t.post('/api/v1/checks', body, { cookie });
  expect(await countIntakeRows(t.services.db)).toEqual(before);
  return response;
}

const NOT_AN_IMEI = 'abc';
const VALIDATION = messages.validationError;
const INVALID_IMEI = messages.invalidImei;

/**
 * The intake rules in order (IMEI entered, claim type, FNOL for total loss, loss date, IMEI format; see
 * `validateIntake`). Each body also breaks every later rule, so the answer proves that
 * this rule is checked first and that only its message is given.
 */
const RULES_IN_ORDER: Array<[string, Record<string, unknown>, string, string]> = [
  [
    'an empty IMEI',
    { imei: '', claimType: '', fnol: true, lossDate: null },
    VALIDATION,
    intakeMessages.imeiRequired,
  ],
  ['a blank IMEI', { imei: '   ', claimType: '' }, VALIDATION, intakeMessages.imeiRequired],
  [
    'no claim type',
    { imei: NOT_AN_IMEI, claimType: '', fnol: true, lossDate: null },
    VALIDATION,
    intakeMessages.claimTypeRequired,
  ],
  [
    'a blank claim type',
    { imei: NOT_AN_IMEI, claimType: '   ' },
    VALIDATION,
    intakeMessages.claimTypeRequired,
  ],
  [
    "another organisation's claim type",
    { imei: NOT_AN_IMEI, claimType: 'Write-off', fnol: false },
    VALIDATION,
    intakeMessages.claimTypeUnknown,
  ],
  [
    'a total-loss claim without FNOL',
    { imei: NOT_AN_IMEI, claimType: 'Total Loss', fnol: false, lossDate: null },
    VALIDATION,
    intakeMessages.fnolRequired,
  ],
  [
    'FNOL without a loss date',
    { imei: NOT_AN_IMEI, claimType: 'Total Loss', fnol: true, lossDate: null },
    VALIDATION,
    intakeMessages.lossDateRequired,
  ],
  [
    'a loss date in the future',
    { imei: NOT_AN_IMEI, fnol: true, lossDate: isoDayFromToday(2) },
    VALIDATION,
    intakeMessages.lossDateInFuture,
  ],
  [
    'a loss date before 1900',
    { imei: NOT_AN_IMEI, fnol: true, lossDate: '1899-12-31' },
    VALIDATION,
    intakeMessages.lossDateTooEarly,
  ],
  ['a short IMEI', { imei: '35332811000001' }, INVALID_IMEI, messages.imeiNot15Digits],
  ['a 16-digit IMEI', { imei: '3533281100000130' }, INVALID_IMEI, messages.imeiNot15Digits],
  ['letters for an IMEI, stripped to nothing', { imei: NOT_AN_IMEI }, INVALID_IMEI, messages.imeiEmpty],
  ['letters and digits for an IMEI', { imei: 'IMEI 3533281100' }, INVALID_IMEI, messages.imeiNot15Digits],
  ['an IMEI failing the Luhn check', { imei: '353328110000014' }, INVALID_IMEI, messages.imeiFailedLuhn],
];

describe('POST /api/v1/checks: the intake rules in order', () => {
  it.each(RULES_IN_ORDER)(
    'refuses %s with its message and stores nothing',
    async (_case, fields, title, message) => {
      const response = await intakeStoringNothing(makeIntake(fields));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', title, message });
    },
  );

  it.each([
    ['not a date', 'yesterday'],
    ['a day that does not exist', '2024-02-30'],
    ['a date and time', '2024-01-01T10:00:00Z'],
  ])('refuses a loss date that is %s', async (_case, lossDate) => {
    const response = await intakeStoringNothing(makeIntake({ fnol: true, lossDate }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: intakeMessages.lossDateInvalid,
    });
  });

  it('accepts a loss date of today and of 1900-01-01, the bounds of the picker', async () => {
    const cookie = await t.signIn('member@demo.test');
    for (const lossDate of [isoDayFromToday(0), '1900-01-01']) {
      const response = await t.post(
        '/api/v1/checks',
        makeIntake({ claimType: 'Total Loss', fnol: true, lossDate }),
        {
          cookie,
        },
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ claimType: 'Total Loss', fnol: true, lossDate });
    }
  });

  it.each([
    ['Pacific/Kiritimati', 'UTC+14'],
    ['Pacific/Pago_Pago', 'UTC-11'],
  ])('takes "today" as the latest date anywhere whatever the server zone (%s, %s)', async (zone) => {
    const cookie = await t.signIn('member@demo.test');
    // The date it is now in UTC+14, where a day starts first: a handler there may enter it; nobody may enter the next.
    const latestToday = new Date(Date.now() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const dayAfter = new Date(Date.parse(latestToday) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const serverZone = process.env.TZ;
    process.env.TZ = zone;
    try {
      const today = await t.post('/api/v1/checks', makeIntake({ fnol: true, lossDate: latestToday }), {
        cookie,
      });
      expect(today.statusCode, today.body).toBe(201);
      const tomorrow = await t.post('/api/v1/checks', makeIntake({ fnol: true, lossDate: dayAfter }), {
        cookie,
      });
      expect(tomorrow.json()).toMatchObject({ message: intakeMessages.lossDateInFuture });
    } finally {
      if (serverZone === undefined) delete process.env.TZ;
      else process.env.TZ = serverZone;
    }
  });

  it('keeps digits only: a formatted IMEI is accepted and recorded as its 15 digits', async () => {
    const cookie = await t.signIn('member@demo.test');
    const response = await t.post('/api/v1/checks', makeIntake({ imei: ' 35-332811-000001-3 ' }), { cookie });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ imei: '353328110000013', report: { serial: '353328110000013' } });
    expect(await countIntakeRows(t.services.db)).toMatchObject({ checks: 1 });
  });
});

describe('POST /api/v1/checks: malformed requests', () => {
  it.each([
    ['the IMEI as a number', { imei: 353328110000013 }],
    ['FNOL as a string', { fnol: 'yes' }],
    ['the claim type as null', { claimType: null }],
    ['the loss date as a number', { fnol: true, lossDate: 20240101 }],
    ['no FNOL field', { fnol: undefined }],
    ['no IMEI field', { imei: undefined }],
    ['an unknown field', { isTotalLoss: true }],
    ['an organisation id of its own choosing', { organizationId: '00000000-0000-4000-8000-000000000000' }],
    ['an IMEI of 65 characters', { imei: '3'.repeat(65) }],
    ['a claim reference of 101 characters', { reference: 'R'.repeat(101) }],
  ])('answers 400 to %s and stores nothing', async (_case, fields) => {
    const response = await intakeStoringNothing({ ...makeIntake(), ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
  });

  it.each([
    ['an array', [makeIntake()]],
    ['a bare string', 'imei=353328110000013'],
    ['cut-off JSON', '{"imei": "3533'],
    ['null', 'null'],
  ])('answers 400, not a server error, to %s as the body', async (_case, payload) => {
    const cookie = await t.signIn('member@demo.test');
    const before = await countIntakeRows(t.services.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/checks',
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(await countIntakeRows(t.services.db)).toEqual(before);
  });

  it('answers 413 to a body over the limit and 415 to a form post, never a server error', async () => {
    const cookie = await t.signIn('member@demo.test');
    const huge = await t.post('/api/v1/checks', makeIntake({ reference: 'R'.repeat(200 * 1024) }), {
      cookie,
    });
    expect(huge.statusCode).toBe(413);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/checks',
      payload: 'imei=353328110000013&claimType=Theft',
      headers: {
        cookie,
        origin: 'http://localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    expect(form.statusCode).toBe(415);
    expect(await countIntakeRows(t.services.db)).toMatchObject({ checks: 0 });
  });
});
