import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';
import { CarrierError, type CarrierErrorKind } from './carrier-error';
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

const FIRST_BACKOFF_MS = 100;

interface Failure {
  kind: CarrierErrorKind;
  detail: string;
  retryable: boolean;
  status?: number;
  cause?: unknown;
}
type Attempt = { response: CarrierResponse } | { failure: Failure };

/**
 * The carrier device check over HTTP: `POST {baseUrl}/v1/device-checks` with a bearer token. `timeoutMs` bounds the
 * whole call; network errors and 5xx are retried (back-off 100 ms, 200 ms, ...) only while the next pause still ends
 * inside the budget. Every failure is a CarrierError.
 */
export function createCarrierClient(options: CarrierClientOptions): CarrierProvider {
  const { token, timeoutMs = 5000, retries = 2, fetch: send = globalThis.fetch } = options;
  const base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  const url = new URL('v1/device-checks', base);
  const headers = {
    accept: 'application/json',
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
  };

  return {
    async checkDevice(imei) {
      const init = { method: 'POST', headers, body: JSON.stringify({ imei }) };
      const deadline = Date.now() + timeoutMs;
      for (let attempt = 1; ; attempt += 1) {
        const outcome = await attemptCheck({ url, init, send, deadline });
        if ('response' in outcome) return outcome.response;
        const { retryable, ...failure } = outcome.failure;
        const backoff = FIRST_BACKOFF_MS * 2 ** (attempt - 1);
        if (!retryable || attempt > retries || Date.now() + backoff >= deadline) {
          throw new CarrierError(failure.kind, { ...failure, attempts: attempt });
        }
        await delay(backoff);
      }
    },
    fetchDeviceImage: (imageUrl) =>
      fetchCarrierImage({ url: imageUrl, allowedOrigin: base.origin, send, timeoutMs }),
  };
}

interface AttemptInput {
  url: URL;
  init: RequestInit;
  send: typeof fetch;
  deadline: number;
}

async function attemptCheck({ url, init, send, deadline }: AttemptInput): Promise<Attempt> {
  const signal = AbortSignal.timeout(Math.max(deadline - Date.now(), 1));
  try {
    const response = await send(url, { ...init, signal, redirect: 'error' });
    return interpret(response.status, await response.text());
  } catch (cause) {
    if (signal.aborted) return fail('timeout', 'no answer within the budget', { cause });
    return fail('unavailable', `network error: ${String(cause)}`, { retryable: true, cause });
  }
}

function interpret(status: number, text: string): Attempt {
  if (status >= 200 && status < 300) return readAnswer(status, text);
  if (status === 401 || status === 403) return fail('unauthorised', `HTTP ${status}`, { status });
  if (status >= 500) {
    return fail('unavailable', `HTTP ${status}: ${text.slice(0, 200)}`, { status, retryable: true });
  }
  if (status < 400) return fail('bad-response', `unexpected HTTP ${status}`, { status });
  return fail('rejected', `HTTP ${status}: ${text.slice(0, 200)}`, { status });
}

function readAnswer(status: number, text: string): Attempt {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail('bad-response', 'the answer is not JSON', { status });
  }
  const parsed = CarrierResponseSchema.safeParse(json);
  if (!parsed.success) {
    return fail('bad-response', `the answer does not fit the schema: ${z.prettifyError(parsed.error)}`, {
      status,
    });
  }
  return { response: parsed.data };
}

function fail(kind: CarrierErrorKind, detail: string, extra: Partial<Failure> = {}): Attempt {
  return { failure: { kind, detail, retryable: false, ...extra } };
}
