import { z } from 'zod';
import { type Answer, fail, httpAttempt, providerUrl } from '@/server/providers/http-attempt';
import { parseJson } from '@/server/providers/parse-json';
import type { CarrierConfig } from './env';
import { fetchCarrierImage } from './fetch-carrier-image';
import { CarrierResponseSchema } from './schema';
import type { CarrierProvider, CarrierResponse } from './types';

export interface CarrierClientOptions extends Pick<CarrierConfig, 'baseUrl' | 'token'> {
  /** The whole budget of one check: every attempt and every back-off pause fit inside it. */
  timeoutMs?: number;
  /** Further attempts after a network error or a 5xx, as long as the budget lasts. */
  retries?: number;
  fetch?: typeof fetch;
}

/**
 * The carrier device check over HTTP: `POST {baseUrl}/v1/device-checks` with a bearer token. `timeoutMs` bounds the
 * whole call; network errors and 5xx are retried (back-off 100 ms, 200 ms, ...) only while the next pause still ends
 * inside the budget. Every failure is a ProviderError of the carrier.
 */
export function createCarrierClient(options: CarrierClientOptions): CarrierProvider {
  const { token, timeoutMs = 5000, retries = 2, fetch: send = globalThis.fetch } = options;
  const url = providerUrl(options.baseUrl, 'v1/device-checks');
  const headers = {
    accept: 'application/json',
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
  };

  return {
    checkDevice: (imei) =>
      httpAttempt({
        provider: 'carrier',
        url,
        init: { method: 'POST', headers, body: JSON.stringify({ imei }), redirect: 'error' },
        fetch: send,
        timeoutMs,
        retries,
        retryUnanswered: () => true,
        read: interpret,
      }),
    fetchDeviceImage: (imageUrl) =>
      fetchCarrierImage({ url: imageUrl, allowedOrigin: url.origin, send, timeoutMs }),
  };
}

function interpret(status: number, text: string): Answer<CarrierResponse> {
  if (status >= 200 && status < 300) return readAnswer(status, text);
  if (status === 401 || status === 403) return fail('unauthorised', `HTTP ${status}`, { status });
  if (status >= 500) {
    return fail('unavailable', `HTTP ${status}: ${text.slice(0, 200)}`, { status, retryable: true });
  }
  if (status < 400) return fail('bad-response', `unexpected HTTP ${status}`, { status });
  return fail('rejected', `HTTP ${status}: ${text.slice(0, 200)}`, { status });
}

function readAnswer(status: number, text: string): Answer<CarrierResponse> {
  const json = parseJson(text);
  if (json === undefined) return fail('bad-response', 'the answer is not JSON', { status });
  const parsed = CarrierResponseSchema.safeParse(json);
  if (!parsed.success) {
    return fail('bad-response', `the answer does not fit the schema: ${z.prettifyError(parsed.error)}`, {
      status,
    });
  }
  return { value: parsed.data };
}
