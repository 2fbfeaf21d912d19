import { describe, expect, it } from 'vitest';
import { registryMessages } from '@/domain/registry-messages';
import { createRegistryClient, type SettledClaimSubmission } from './registry-client';

const credentials = { accountId: '4711', secretKey: 'registry-test-secret', storeId: 42 };
const submission: SettledClaimSubmission = {
  imei: '356938035643809',
  make: 'Apple',
  model: 'iPhone 12',
  colour: 'Blue',
  storage: '128GB',
  claimDate: '2026-03-04',
  claimReference: 'CLM-1',
};

/** A registry client whose every request is answered by `answer`; `sent` keeps the bodies sent. */
function registryAnswering(answer: (init: RequestInit | undefined) => Promise<Response>, timeoutMs = 1000) {
  const sent: Record<string, unknown>[] = [];
  const fetch: typeof globalThis.fetch = (_url, init) => {
    sent.push(JSON.parse(String(init?.body)));
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

const answering = (body: unknown, status = 200) =>
  registryAnswering(async () => Response.json(body, { status }));
const refusal = (id: number, message: string) => ({ errors: [{ id, message }] });
const socketError = (code: string, message: string) =>
  new TypeError('fetch failed', { cause: Object.assign(new Error(message), { code }) });

describe('the registry client: what became of a submission', () => {
  it.each([
    ['a transaction id', answering({ transactionid: 'CLAIMSCHECK:CLAIM:1' }), 'CLAIMSCHECK:CLAIM:1'],
    [
      '201 with a transaction id',
      answering({ transactionid: 'CLAIMSCHECK:CLAIM:2' }, 201),
      'CLAIMSCHECK:CLAIM:2',
    ],
    ['a 2xx without a transaction id', answering({}), null],
    ['a 2xx with a blank transaction id', answering({ transactionid: '  ' }), null],
    ['a 2xx that is not JSON', registryAnswering(async () => new Response('OK')), null],
  ])('registered on %s', async (_name, { registry, sent }, transactionId) => {
    expect(await registry.submitSettledClaim(submission)).toMatchObject({
      outcome: 'registered',
      transactionId,
    });
    expect(sent).toHaveLength(1);
  });

  it('registered (without an id) when the registry refuses a duplicate: it already holds the claim', async () => {
    const { registry } = answering(refusal(400, 'Duplicate claim: this claim is already registered.'), 400);
    expect(await registry.submitSettledClaim(submission)).toMatchObject({
      outcome: 'registered',
      transactionId: null,
    });
  });

  it("refused, in the registry's words, for any other refusal (whatever its status)", async () => {
    const { registry } = answering(refusal(999, 'This store is suspended.'), 400);
    expect(await registry.submitSettledClaim(submission)).toEqual({
      outcome: 'refused',
      detail: registryMessages.refused(400, '999 This store is suspended.'),
    });
    const ok = answering(refusal(400, 'Invalid serial'), 200);
    expect(await ok.registry.submitSettledClaim(submission)).toMatchObject({ outcome: 'refused' });
  });

  it('not sent on its error 1 (the service unavailable): nothing was registered', async () => {
    const { registry } = answering(refusal(1, 'The GAPI is currently unavailable.'), 400);
    expect(await registry.submitSettledClaim(submission)).toEqual({
      outcome: 'not-sent',
      detail: registryMessages.unavailable('1 The GAPI is currently unavailable.'),
    });
  });

  it.each([
    ['ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:1'],
    ['ENOTFOUND', 'getaddrinfo ENOTFOUND registry.test'],
  ])('not sent when the connection was never made (%s), and sent only once', async (code, message) => {
    const { registry, sent } = registryAnswering(async () => {
      throw socketError(code, message);
    });
    expect(await registry.submitSettledClaim(submission)).toEqual({
      outcome: 'not-sent',
      detail: registryMessages.unreachable(message),
    });
    expect(sent).toHaveLength(1);
  });

  it('unknown when the connection breaks after sending: never sent again here', async () => {
    const { registry, sent } = registryAnswering(async () => {
      throw socketError('UND_ERR_SOCKET', 'other side closed');
    });
    expect(await registry.submitSettledClaim(submission)).toEqual({
      outcome: 'unknown',
      detail: registryMessages.connectionLost('other side closed'),
    });
    expect(sent).toHaveLength(1);
  });

  it('unknown when the registry does not answer in time', async () => {
    const { registry, sent } = registryAnswering(
      (init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
      50,
    );
    expect(await registry.submitSettledClaim(submission)).toEqual({
      outcome: 'unknown',
      detail: registryMessages.timedOut(1),
    });
    expect(sent).toHaveLength(1);
  });

  it('unknown on an answer that does not say (a 5xx page without the error envelope)', async () => {
    const { registry } = registryAnswering(async () => new Response('<html>down</html>', { status: 500 }));
    expect(await registry.submitSettledClaim(submission)).toEqual({
      outcome: 'unknown',
      detail: registryMessages.answeredWithoutSaying(500),
    });
  });
});

describe('the registry client: the submitclaim body', () => {
  it('sends the documented fields: the claim date as YYYY-MM-DD 00:00:00 and a description of the device', async () => {
    const { registry, sent } = answering({ transactionid: 'CLAIMSCHECK:CLAIM:1' });
    await registry.submitSettledClaim(submission);
    expect(sent[0]).toEqual({
      claimtype: 'settled',
      itemcategory: 1,
      serials: ['356938035643809'],
      storeid: 42,
      make: 'Apple',
      model: 'iPhone 12',
      itemdescription: 'Apple iPhone 12 Blue 128GB',
      claimdate: '2026-03-04 00:00:00',
      claimreference: 'CLM-1',
    });
  });

  it('leaves out what is not known, never false or ""', async () => {
    const { registry, sent } = answering({ transactionid: 'CLAIMSCHECK:CLAIM:1' });
    await registry.submitSettledClaim({
      ...submission,
      make: null,
      model: '  ',
      colour: null,
      storage: null,
      claimReference: ' ',
    });
    expect(sent[0]).toEqual({
      claimtype: 'settled',
      itemcategory: 1,
      serials: ['356938035643809'],
      storeid: 42,
      claimdate: '2026-03-04 00:00:00',
    });
  });

  it('cuts make and model to 50 characters and the claim reference to 50', async () => {
    const { registry, sent } = answering({ transactionid: 'CLAIMSCHECK:CLAIM:1' });
    await registry.submitSettledClaim({
      ...submission,
      make: 'M'.repeat(60),
      model: 'N'.repeat(60),
      claimReference: 'R'.repeat(60),
    });
    expect(sent[0]).toMatchObject({
      make: 'M'.repeat(50),
      model: 'N'.repeat(50),
      claimreference: 'R'.repeat(50),
    });
    expect(sent[0]?.itemdescription).toBe(`${'M'.repeat(60)} ${'N'.repeat(60)} Blue 128GB`);
  });
});
