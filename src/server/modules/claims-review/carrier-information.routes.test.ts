import { describe, expect, it } from 'vitest';
import { carrierChecks } from '@/server/db/schema/carrier';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { organisationIdOf } from '../../../../tests/support/review-test-support';
import { setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

/** A stored carrier check of the device, as of `createdAt`, for the organisation of `domain`. */
async function storeCarrierCheck(imei: string, domain: string, createdAt: Date, esnStatus: string) {
  await t.services.db.insert(carrierChecks).values({
    organizationId: await organisationIdOf(t, domain),
    imei,
    imeiKey: imei.slice(0, 14),
    fullResponse: { imei, esnStatus },
    esnStatus,
    deviceStatus: `${esnStatus} DEVICE`,
    createdAt,
  });
}

describe('GET /api/v1/checks/:id: Carrier Information', () => {
  it("shows the organisation's latest carrier check of the device, never another organisation's", async () => {
    const cookie = await t.signIn('member@demo.test');
    const imei = makeImei();
    const intake = await t.post('/api/v1/checks', makeIntake({ imei }), { cookie });
    expect(intake.statusCode, intake.body).toBe(201);
    const detail = async () => (await t.get(`/api/v1/checks/${intake.json().id}`, { cookie })).json().carrier;

    expect(await detail()).toBeNull();

    await storeCarrierCheck(imei, 'demo.test', new Date('2020-01-01T00:00:00Z'), 'BLOCKED');
    expect(await detail()).toEqual({ esnStatus: 'BLOCKED', deviceStatus: 'BLOCKED DEVICE' });

    const latest = await t.post('/api/v1/carrier-checks', { imei }, { cookie });
    expect(latest.statusCode, latest.body).toBe(201);
    const { esnStatus, deviceStatus } = latest.json();
    expect(await detail()).toEqual({ esnStatus, deviceStatus });

    await storeCarrierCheck(imei, 'other.test', new Date('2099-01-01T00:00:00Z'), 'NONPAY');
    expect(await detail()).toEqual({ esnStatus, deviceStatus });
  });
});
