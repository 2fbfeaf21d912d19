import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carrierMessages } from '@/domain/carrier-messages';
import { messages } from '@/domain/messages';
import { carrierChecks, carrierDeviceImages } from '@/server/db/schema/carrier';
import { auditEvents } from '@/server/db/schema/platform';
import { scenarioImeiOf } from '../../../../simulators/carrier/scenarios';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import { setupTestApp } from '../../../../tests/support/test-app';

// A short budget so the slow scenario times out quickly; the simulator itself answers at once.
const t = setupTestApp({ env: { CARRIER_CHECK_TIMEOUT_MS: '1000' } });

async function check(imei: unknown, email = 'member@demo.test') {
  const cookie = await t.signIn(email);
  return t.post('/api/v1/carrier-checks', imei === undefined ? {} : { imei }, { cookie });
}

async function storedChecks() {
  const [row] = await t.services.db.select({ total: count() }).from(carrierChecks);
  return Number(row?.total ?? 0);
}

describe('POST /api/v1/carrier-checks', () => {
  it.each([
    ['clean', 'success', 'Clean', false],
    ['eligible', 'success', 'Clean', false],
    ['blocked', 'blocked', 'Blacklisted', false],
    ['restricted', 'blocked', 'Blacklisted', false],
    ['nonpay', 'blocked', 'Blacklisted', false],
    ['pending-loan-payment', 'success', 'Clean', true],
    ['outstanding-balance', 'blocked', 'Blacklisted', true],
    ['unknown-device', 'error', 'Unknown', false],
  ] as const)(
    'checks a %s device: outcome %s, badge %s, FinLock %s; stored for the organisation',
    async (name, outcome, badge, canRequestFinLock) => {
      const imei = scenarioImeiOf(name);
      const response = await check(imei);
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({ imei, outcome, badge, canRequestFinLock });
      expect(body.checkedBy).toMatchObject({ email: 'member@demo.test' });

      const [row] = await t.services.db.select().from(carrierChecks).where(eq(carrierChecks.id, body.id));
      expect(row).toMatchObject({
        imei,
        imeiKey: imei.slice(0, 14),
        esnStatus: body.esnStatus,
        deviceStatus: body.deviceStatus,
        developerCode: body.developerCode,
        sku: body.deviceSku,
      });
      expect(row?.fullResponse).toMatchObject({ imei, esnStatus: body.esnStatus });
      const [audit] = await t.services.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.subjectId, body.id));
      expect(audit).toMatchObject({ action: 'carrier_check.recorded', details: { imei } });
    },
  );

  it('answers every field of the carrier response and serves the picture from the app, not the carrier', async () => {
    const response = await check(scenarioImeiOf('clean', '4242'));
    const body = response.json();
    expect(body).toMatchObject({
      esnStatus: 'CLEAN',
      deviceStatus: 'ACTIVE',
      developerCode: 'NONE',
      errorCode: '00',
    });
    for (const field of ['model', 'description', 'partNumber', 'productId', 'deviceSku', 'deviceType']) {
      expect(body[field], field).toEqual(expect.any(String));
    }
    expect(body.imageUrl).toMatch(new RegExp(`^/api/v1/carrier-checks/${body.id}/image\\?v=[0-9a-f]{16}$`));

    const cookie = await t.signIn('member@demo.test');
    const image = await t.get(body.imageUrl, { cookie });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
    const again = await t.get(body.imageUrl, {
      cookie: cookie,
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('stores one copy of a picture however many checks show it', async () => {
    const first = (await check(scenarioImeiOf('clean', '0001'))).json();
    const sameDevice = (await check(scenarioImeiOf('clean', '0001'))).json();
    expect(sameDevice.imageUrl).toBe(first.imageUrl.replace(first.id, sameDevice.id));
    const [row] = await t.services.db.select({ total: count() }).from(carrierDeviceImages);
    expect(Number(row?.total)).toBe(1);
  });

  it('answers an unknown device without a picture', async () => {
    const body = (await check(scenarioImeiOf('unknown-device'))).json();
    expect(body).toMatchObject({ model: null, imageUrl: null, errorCode: 'DEVICE_NOT_FOUND' });
    const cookie = await t.signIn('member@demo.test');
    const image = await t.get(`/api/v1/carrier-checks/${body.id}/image`, { cookie });
    expect(image.statusCode).toBe(404);
    expect(image.json().message).toBe(carrierMessages.imageNotFound);
  });

  it('answers any other valid IMEI the same way every time', async () => {
    const imei = makeImei();
    const first = (await check(imei)).json();
    const second = (await check(imei)).json();
    expect(['CLEAN', 'ELIGIBLE']).toContain(first.esnStatus);
    expect({ ...second, id: first.id, imageUrl: null, createdAt: null }).toEqual({
      ...first,
      imageUrl: null,
      createdAt: null,
    });
  });

  it.each([
    ['no IMEI', undefined, carrierMessages.imeiRequired],
    ['an empty IMEI', '', carrierMessages.imeiRequired],
    ['blanks', '   ', carrierMessages.imeiRequired],
    ['14 digits', '35879911010000', messages.imeiNot15Digits],
    ['a Luhn failure', '358799110100001', messages.imeiFailedLuhn],
    ['a number', 358799110100000, carrierMessages.imeiRequired],
  ])('refuses %s with 400 and the rule message, storing nothing', async (_name, imei, message) => {
    const response = await check(imei);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(await storedChecks()).toBe(0);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const cookie = await t.signIn('member@demo.test');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/carrier-checks',
      headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: '{"imei":',
    });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['upstream-error', 502, carrierMessages.carrierUnavailable],
    ['server-error', 502, carrierMessages.carrierUnavailable],
    ['malformed-json', 502, carrierMessages.carrierBadResponse],
    ['credentials-rejected', 502, carrierMessages.carrierUnauthorised],
    ['slow', 504, carrierMessages.carrierTimeout],
  ] as const)(
    'answers the %s fault with %i and the alert text, storing nothing',
    async (name, status, message) => {
      const response = await check(scenarioImeiOf(name));
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ code: 'CARRIER_ERROR', message });
      expect(await storedChecks()).toBe(0);
    },
  );

  it('needs a signed-in user with a role and an organisation', async () => {
    const signedOut = await t.post('/api/v1/carrier-checks', { imei: scenarioImeiOf('clean') });
    expect(signedOut.statusCode).toBe(401);
    const noRole = await check(scenarioImeiOf('clean'), 'norole@demo.test');
    expect(noRole.statusCode).toBe(403);
    expect(await storedChecks()).toBe(0);
  });
});
