import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierMessages } from '@/domain/carrier-messages';
import { carrierChecks } from '@/server/db/schema/carrier';
import type { CarrierProvider, CarrierResponse } from '@/server/providers/carrier/types';
import { scenarioImeiOf } from '../../../../simulators/carrier/scenarios';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

const NOT_AN_IMAGE = scenarioImeiOf('clean', '0001');
const OTHER_DEVICE = scenarioImeiOf('clean', '0002');

const answer = (imei: string): CarrierResponse => ({
  imei,
  model: 'Apple iPhone 15 Pro',
  description: null,
  esnStatus: 'CLEAN',
  deviceStatus: 'ACTIVE',
  errorCode: null,
  developerCode: null,
  partNumber: null,
  productId: null,
  deviceSku: null,
  deviceType: null,
  deviceImageUrl: 'https://carrier.invalid/images/phone.svg',
});

/** A carrier that answers about another device for one IMEI, and whose pictures are never images. */
const quirkyCarrier: CarrierProvider = {
  checkDevice: async (imei) => answer(imei === OTHER_DEVICE ? scenarioImeiOf('clean', '9999') : imei),
  fetchDeviceImage: async () => ({ contentType: 'image/svg+xml', bytes: Buffer.from('<svg><script>') }),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ carrier: quirkyCarrier });
});
afterAll(() => t.close());

describe('carrier answers the app does not take as they come', () => {
  it('stores the check without a picture when the picture cannot be decoded', async () => {
    const response = await t.post(
      '/api/v1/carrier-checks',
      { imei: NOT_AN_IMAGE },
      { cookie: await t.signIn('member@demo.test') },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ imei: NOT_AN_IMAGE, imageUrl: null, outcome: 'success' });
  });

  it('refuses an answer about another device and stores nothing', async () => {
    await t.reset();
    const response = await t.post(
      '/api/v1/carrier-checks',
      { imei: OTHER_DEVICE },
      { cookie: await t.signIn('member@demo.test') },
    );
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: 'CARRIER_ERROR',
      message: carrierMessages.carrierBadResponse,
    });
    const [row] = await t.services.db.select({ total: count() }).from(carrierChecks);
    expect(Number(row?.total)).toBe(0);
  });
});
