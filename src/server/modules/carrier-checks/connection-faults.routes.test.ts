import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierMessages } from '@/domain/carrier-messages';
import { carrierChecks, carrierDeviceImages } from '@/server/db/schema/carrier';
import { auditEvents } from '@/server/db/schema/platform';
import { createCarrierClient } from '@/server/providers/carrier/http-client';
import { scenarioImeiOf } from '../../../../simulators/carrier/scenarios';
import {
  type CarrierSimulator,
  startCarrierSimulator,
} from '../../../../simulators/carrier/start-carrier-simulator';
import { countRows } from '../../../../tests/support/count-rows';
import {
  type FaultyUpstream,
  startFaultyUpstream,
  type UpstreamFault,
} from '../../../../tests/support/faulty-upstream';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

const token = 'carrier-connection-token';
const TIMEOUT_MS = 600;

let simulator: CarrierSimulator;
let upstream: FaultyUpstream;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  simulator = await startCarrierSimulator({ port: 0, token });
  upstream = await startFaultyUpstream({ target: simulator.url, dripMs: 5 * TIMEOUT_MS });
  t = await createTestApp({
    carrier: createCarrierClient({ baseUrl: upstream.url, token, timeoutMs: TIMEOUT_MS }),
  });
  cookie = await t.signIn('member@demo.test');
});
afterAll(async () => {
  await t?.close();
  await upstream?.close();
  await simulator?.close();
});

/** A fresh clean-scenario IMEI per test, so no test reads another's stored check. */
let serial = 0;
const cleanImei = () => {
  serial += 1;
  return scenarioImeiOf('clean', String(serial).padStart(4, '0'));
};

const counts = () => countRows(t, { carrierChecks, auditEvents, images: carrierDeviceImages });

const FAULTS: Array<[UpstreamFault, number, string, number]> = [
  ['slow-drip', 504, carrierMessages.carrierTimeout, 1],
  ['reset-mid-body', 502, carrierMessages.carrierUnavailable, 3],
  ['close-before-response', 502, carrierMessages.carrierUnavailable, 3],
];

describe('POST /api/v1/carrier-checks when the connection to the carrier breaks', () => {
  it.each(FAULTS)(
    'answers %s with %i and its message, stores nothing, stops retrying and then records a normal check',
    async (fault, status, message, attempts) => {
      const imei = cleanImei();
      const before = await counts();
      const faultedBefore = upstream.faultedRequests();
      upstream.inject(fault);
      const started = Date.now();
      const response = await t.post('/api/v1/carrier-checks', { imei }, { cookie }).finally(() => {
        upstream.inject(null);
      });

      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ code: 'CARRIER_ERROR', message });
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_500);
      expect(upstream.faultedRequests() - faultedBefore).toBe(attempts);
      expect(await counts()).toEqual(before);

      const again = await t.post('/api/v1/carrier-checks', { imei }, { cookie });
      expect(again.statusCode, again.body).toBe(201);
      expect(await counts()).toMatchObject({
        carrierChecks: before.carrierChecks + 1,
        auditEvents: before.auditEvents + 1,
      });
    },
  );
});
