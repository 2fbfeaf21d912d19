import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierMessages } from '@/domain/carrier-messages';
import { messages } from '@/domain/messages';
import { scenarioImeiOf } from '../../../simulators/carrier/scenarios';
import {
  type CarrierSimulator,
  startCarrierSimulator,
} from '../../../simulators/carrier/start-carrier-simulator';
import { scenarioImei } from '../../../simulators/device-history/scenarios';
import {
  type DeviceHistorySimulator,
  startDeviceHistorySimulator,
} from '../../../simulators/device-history/start-device-history-simulator';
import {
  type FaultyUpstream,
  startFaultyUpstream,
  type UpstreamFault,
} from '../../../tests/support/faulty-upstream';
import { createCarrierClient } from './carrier/http-client';
import { createDeviceHistoryClient } from './device-history/http-client';
import { ProviderError, type ProviderName } from './provider-error';

/**
 * Room for three attempts and the two back-off pauses (100 ms, 200 ms) of a retried failure, also on a loaded machine
 * (600 ms failed once in a CI run on a busy machine); the drip takes five times longer.
 */
const TIMEOUT_MS = 1_500;
const DRIP_MS = 7_500;
const credentials = { accountId: '8080', secretKey: 'connection-fault-secret', storeId: 3 };
const token = 'connection-fault-token';

let deviceHistory: DeviceHistorySimulator;
let carrier: CarrierSimulator;
let deviceHistoryUpstream: FaultyUpstream;
let carrierUpstream: FaultyUpstream;

beforeAll(async () => {
  deviceHistory = await startDeviceHistorySimulator({ port: 0, credentials });
  carrier = await startCarrierSimulator({ port: 0, token });
  deviceHistoryUpstream = await startFaultyUpstream({ target: deviceHistory.url, dripMs: DRIP_MS });
  carrierUpstream = await startFaultyUpstream({ target: carrier.url, dripMs: DRIP_MS });
});
afterAll(async () => {
  await Promise.all([deviceHistoryUpstream?.close(), carrierUpstream?.close()]);
  await Promise.all([deviceHistory?.close(), carrier?.close()]);
});

interface Provider {
  name: ProviderName;
  upstream: () => FaultyUpstream;
  /** One call through the client; resolves to what it threw (or undefined when it answered). */
  call: () => Promise<unknown>;
  timeoutMessage: string;
  unavailableMessage: string;
  /** Attempts made when the connection breaks mid-request. */
  brokenConnectionAttempts: number;
}

const PROVIDERS: Provider[] = [
  {
    name: 'device-history',
    upstream: () => deviceHistoryUpstream,
    call: () =>
      createDeviceHistoryClient({ baseUrl: deviceHistoryUpstream.url, credentials, timeoutMs: TIMEOUT_MS })
        .search({ imei: scenarioImei('clean') })
        .then(
          () => undefined,
          (error: unknown) => error,
        ),
    // A search that was sent may have been charged: a broken connection is never tried again.
    brokenConnectionAttempts: 1,
    timeoutMessage: messages.deviceHistoryTimeout,
    unavailableMessage: messages.deviceHistoryUnavailable,
  },
  {
    name: 'carrier',
    upstream: () => carrierUpstream,
    call: () =>
      createCarrierClient({ baseUrl: carrierUpstream.url, token, timeoutMs: TIMEOUT_MS })
        .checkDevice(scenarioImeiOf('clean'))
        .then(
          () => undefined,
          (error: unknown) => error,
        ),
    brokenConnectionAttempts: 3,
    timeoutMessage: carrierMessages.carrierTimeout,
    unavailableMessage: carrierMessages.carrierUnavailable,
  },
];

/**
 * What each fault must become: a timeout is never repeated; a broken connection is tried again inside the budget
 * only by a client whose calls are not charged.
 */
const EXPECTED: Array<[UpstreamFault, 'timeout' | 'unavailable']> = [
  ['slow-drip', 'timeout'],
  ['reset-mid-body', 'unavailable'],
  ['close-before-response', 'unavailable'],
];

describe.each(PROVIDERS)('$name client when the connection misbehaves', (provider) => {
  it.each(EXPECTED)('turns %s into the %s error, inside its budget', async (fault, kind) => {
    const attempts = kind === 'timeout' ? 1 : provider.brokenConnectionAttempts;
    const upstream = provider.upstream();
    upstream.inject(fault);
    const before = upstream.faultedRequests();
    const started = Date.now();
    const error = await provider.call();
    const elapsedMs = Date.now() - started;
    upstream.inject(null);

    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({
      provider: provider.name,
      kind,
      attempts,
      message: kind === 'timeout' ? provider.timeoutMessage : provider.unavailableMessage,
    });
    expect(upstream.faultedRequests() - before).toBe(attempts);
    // The budget covers the body too: a drip that would last DRIP_MS is cut off at TIMEOUT_MS.
    expect(elapsedMs).toBeLessThan(TIMEOUT_MS + 1_000);
    if (fault === 'slow-drip') expect(elapsedMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
  });

  it('answers normally again once the connection behaves', async () => {
    provider.upstream().inject(null);
    expect(await provider.call()).toBeUndefined();
  });
});
