import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@/domain/messages';
import type { DeviceHistorySimulator } from '../../../../simulators/device-history/start-device-history-simulator';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { countIntakeRows } from '../../../../tests/support/count-intake-rows';
import { expectCheckFailed } from '../../../../tests/support/failed-intake';
import {
  type FaultyUpstream,
  startFaultyUpstream,
  type UpstreamFault,
} from '../../../../tests/support/faulty-upstream';
import { startSimulatedProviderApp } from '../../../../tests/support/simulated-provider-app';
import type { TestApp } from '../../../../tests/support/test-app';

const credentials = { accountId: '6160', secretKey: 'intake-connection-secret', storeId: 9 };
const TIMEOUT_MS = 600;

let simulator: DeviceHistorySimulator;
let upstream: FaultyUpstream;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  ({ simulator, t, cookie } = await startSimulatedProviderApp({
    credentials,
    timeoutMs: TIMEOUT_MS,
    providerUrl: async (target) => {
      upstream = await startFaultyUpstream({ target, dripMs: 5 * TIMEOUT_MS });
      return upstream.url;
    },
  }));
});
afterAll(async () => {
  await t?.close();
  await upstream?.close();
  await simulator?.close();
});

const FAULTS: Array<[UpstreamFault, number, string, number]> = [
  ['slow-drip', 504, messages.deviceHistoryTimeout, 1],
  // A request that broke after it was sent may have been charged: it is never sent again.
  ['reset-mid-body', 502, messages.deviceHistoryUnavailable, 1],
  ['close-before-response', 502, messages.deviceHistoryUnavailable, 1],
];

describe('POST /api/v1/checks when the connection to the device-history service breaks', () => {
  it.each(FAULTS)(
    "answers %s with %i 'Check Failed', stores nothing, stops retrying and then records a normal check",
    async (fault, status, message, attempts) => {
      const imei = makeImei();
      const faultedBefore = upstream.faultedRequests();
      upstream.inject(fault);
      const { before } = await expectCheckFailed(
        t,
        () => t.post('/api/v1/checks', makeIntake({ imei }), { cookie }).finally(() => upstream.inject(null)),
        { status, message, timeoutMs: TIMEOUT_MS },
      );
      expect(upstream.faultedRequests() - faultedBefore).toBe(attempts);

      // Nothing was kept of the broken exchange: the same device is checked normally now.
      const again = await t.post('/api/v1/checks', makeIntake({ imei }), { cookie });
      expect(again.statusCode, again.body).toBe(201);
      expect(await countIntakeRows(t.services.db)).toEqual({
        checks: before.checks + 1,
        auditEvents: before.auditEvents + 1,
      });
    },
  );
});
