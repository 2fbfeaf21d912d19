import { describe, expect, it } from 'vitest';
import { ProviderError } from '@/server/providers/provider-error';
import { createRegistryClient } from './registry-client';

const credentials = { accountId: '4711', secretKey: 'registry-test-secret', storeId: 42 };
const submission = {
  imei: '356938035643809',
  make: 'Apple',
  model: 'iPhone 12',
  settledAt: new Date('2026-03-04T05:06:07Z'),
  claimReference: 'CLM-1',
};

/** A registry client whose every request is answered by `answer`; `calls` counts the requests sent. */
function registryAnswering(answer: (init: RequestInit | undefined) => Promise<Response>, timeoutMs = 1000) {
  const sent = { calls: 0 };
  const fetch: typeof globalThis.fetch = (_url, init) => {
    sent.calls += 1;
    return answer(init);
  };
  const registry = createRegistryClient({
    baseUrl: 'http://registry.test',
    credentials,
    itemCategory: 1,
    timeoutMs,
    fetch,
  });
  return { registry, sent };
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ProviderError);
  expect(error).toMatchObject({ provider: 'registry' });
  return error as ProviderError;
}

describe('the registry client', () => {
  it("returns the registry's transaction id", async () => {
    const { registry } = registryAnswering(async () =>
      Response.json({ transactionid: 'CLAIMSCHECK:CLAIM:1' }),
    );
    expect(await registry.submitSettledClaim(submission)).toEqual({ transactionId: 'CLAIMSCHECK:CLAIM:1' });
  });

  it("says what the registry refused, in the registry's words", async () => {
    const { registry } = registryAnswering(async () =>
      Response.json({ errors: [{ id: 400, message: 'Invalid serial' }] }, { status: 400 }),
    );
    const error = await failure(registry.submitSettledClaim(submission));
    expect(error.message).toBe('The registry refused the claim (HTTP 400): 400 Invalid serial');
  });

  it('says when an answer carries no transaction id', async () => {
    const { registry } = registryAnswering(async () => new Response('<html>down</html>', { status: 500 }));
    const error = await failure(registry.submitSettledClaim(submission));
    expect(error.message).toBe('The registry answered HTTP 500 without a transaction id');
  });

  it('says when the registry could not be reached, and never sends the claim twice', async () => {
    const { registry, sent } = registryAnswering(async () => {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }),
      });
    });
    const error = await failure(registry.submitSettledClaim(submission));
    expect(error.message).toBe('The registry could not be reached: TypeError: fetch failed');
    expect(sent.calls).toBe(1);
  });

  it('gives up when the registry does not answer in time', async () => {
    const { registry, sent } = registryAnswering(
      (init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
      50,
    );
    const error = await failure(registry.submitSettledClaim(submission));
    expect(error.message).toMatch(/^The registry could not be reached: TimeoutError/);
    expect(sent.calls).toBe(1);
  });
});
