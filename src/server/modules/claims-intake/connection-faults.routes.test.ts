import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '@/domain/messages';
import { makeImei } from '../../../../tests/fixtures/make-imei';
import { makeIntake } from '../../../../tests/fixtures/make-intake';
import { countIntakeRows } from '../../../../tests/support/count-intake-rows';
import { expectCheckFailed } from '../../../../tests/support/failed-intake';
import {
  type FaultyUpstream,
  startFaultyUpstream,
  type UpstreamFault,
} from '../../../../tests/support/faulty-upstream';
import { setupSimulatedProviderApp } from '../../../../tests/support/simulated-provider-app';

const credentials = { accountId: '6160', secretKey: 'intake-connection-secret', storeId: 9 };
const TIMEOUT_MS = 600;

let upstream: FaultyUpstream;
const provider = setupSimulatedProviderApp({
  credentials,
  timeoutMs: TIMEOUT_MS,
  providerUrl: async (target) => {
    upstream = await startFaultyUpstream({ target, dripMs: 5 * TIMEOUT_MS });
    return upstream.url;
  },
});
afterAll(async () => {
  await upstream?.close();
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
        provider.t,
        () =>
          provider.t
            .post('/api/v1/checks', makeIntake({ imei }), { cookie: provider.cookie })
            .finally(() => upstream.inject(null)),
        { status, message, timeoutMs: TIMEOUT_MS },
      );
      expect(upstream.faultedRequests() - faultedBefore).toBe(attempts);

      // Nothing was kept of the broken exchange: the same device is checked normally now.
      const again = await provider.t.post('/api/v1/checks', makeIntake({ imei }), {
        cookie: provider.cookie,
      });
      expect(again.statusCode, again.body).toBe(201);
      expect(await countIntakeRows(provider.t.services.db)).toEqual({
        checks: before.checks + 1,
        auditEvents: before.auditEvents + 1,
      });
    },
  );
});
