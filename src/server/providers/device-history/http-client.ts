import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';
import { DeviceHistoryError, type DeviceHistoryErrorKind } from './device-history-error';
import { normaliseDeviceHistoryResponse } from './normalise';
import { DeviceHistoryResponseSchema, type ProviderError, ProviderErrorsSchema } from './schema';
import { signedAuthorization } from './signed-authorization';
import type { DeviceHistoryProvider, DeviceHistoryResult } from './types';

export interface DeviceHistoryCredentials {
  /** The account (partner) id the provider issued: the Basic username. */
  accountId: string;
  /** The shared secret issued with it; only its hash with each body is sent. */
  secretKey: string;
  /** The store searching: the live store id in production; the test store id answers with test data. */
  storeId: number;
}

export interface DeviceHistoryClientOptions {
  /** Origin of the API, e.g. `https://gapi.checkmend.com`; paths are appended to it. */
  baseUrl: string;
  credentials: DeviceHistoryCredentials;
  /** The whole budget of one search: every attempt and every back-off pause fit inside it. */
  timeoutMs?: number;
  /** Further attempts after a network error or a 5xx, as long as the budget lasts. */
  retries?: number;
  fetch?: typeof fetch;
}

const FIRST_BACKOFF_MS = 100;
/** Error id 1 is the provider saying it is down (reference section 4.2); it comes with a 400, not a 5xx. */
const PROVIDER_UNAVAILABLE_ID = 1;

interface Failure {
  kind: DeviceHistoryErrorKind;
  detail: string;
  retryable: boolean;
  status?: number;
  providerErrors?: ProviderError[];
  cause?: unknown;
}
type Attempt = { result: DeviceHistoryResult } | { failure: Failure };

/**
 * The ClaimsCheck search over HTTP. The provider asks clients for a 3 s timeout and a fallback, so `timeoutMs` bounds
 * the whole call: retries (network errors and 5xx only, back-off 100 ms, 200 ms, ...) happen only while the next
 * pause still ends inside it, and a timed-out attempt is never repeated because it has used the budget up.
 * Every failure is a DeviceHistoryError.
 */
export function createDeviceHistoryClient(options: DeviceHistoryClientOptions): DeviceHistoryProvider {
  const { credentials, timeoutMs = 3000, retries = 2, fetch: send = globalThis.fetch } = options;
  const url = new URL(
    'claimscheck/search',
    options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
  );

  return {
    async search(imei) {
      const body = asciiJson({ serial: imei, storeid: credentials.storeId, claimreference: false });
      const headers = {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: signedAuthorization({ ...credentials, body }),
      };
      const deadline = Date.now() + timeoutMs;
      for (let attempt = 1; ; attempt += 1) {
        const outcome = await attemptSearch({ url, init: { method: 'POST', headers, body }, send, deadline });
        if ('result' in outcome) return outcome.result;
        const { retryable, ...failure } = outcome.failure;
        const backoff = FIRST_BACKOFF_MS * 2 ** (attempt - 1);
        if (!retryable || attempt > retries || Date.now() + backoff >= deadline) {
          throw new DeviceHistoryError(failure.kind, { ...failure, attempts: attempt });
        }
        await delay(backoff);
      }
    },
  };
}

interface AttemptInput {
  url: URL;
  init: RequestInit;
  send: typeof fetch;
  deadline: number;
}

async function attemptSearch({ url, init, send, deadline }: AttemptInput): Promise<Attempt> {
  const signal = AbortSignal.timeout(Math.max(deadline - Date.now(), 1));
  try {
    const response = await send(url, { ...init, signal });
    return interpret(response.status, await response.text());
  } catch (cause) {
    if (signal.aborted) return fail('timeout', 'no answer within the budget', { cause });
    return fail('unavailable', `network error: ${String(cause)}`, { retryable: true, cause });
  }
}

function interpret(status: number, text: string): Attempt {
  if (status >= 200 && status < 300) return readAnswer(status, text);
  if (status === 401 || status === 403) {
    return fail('unauthorised', `HTTP ${status}`, { status, providerErrors: readErrors(text) });
  }
  if (status >= 500) return fail('unavailable', `HTTP ${status}`, { status, retryable: true });
  if (status < 400) return fail('bad-response', `unexpected HTTP ${status}`, { status });
  const providerErrors = readErrors(text);
  const reasons = providerErrors.map((error) => `${error.id} ${error.message}`).join('; ');
  const kind = providerErrors.some((error) => error.id === PROVIDER_UNAVAILABLE_ID)
    ? 'unavailable'
    : 'rejected';
  return fail(kind, `HTTP ${status}: ${reasons || text.slice(0, 200)}`, { status, providerErrors });
}

function readAnswer(status: number, text: string): Attempt {
  const json = parseJson(text);
  if (json === undefined) return fail('bad-response', 'the answer is not JSON', { status });
  const parsed = DeviceHistoryResponseSchema.safeParse(json);
  if (!parsed.success) {
    return fail('bad-response', `the answer does not fit the schema: ${z.prettifyError(parsed.error)}`, {
      status,
    });
  }
  return { result: normaliseDeviceHistoryResponse(parsed.data) };
}

function fail(kind: DeviceHistoryErrorKind, detail: string, extra: Partial<Failure> = {}): Attempt {
  return { failure: { kind, detail, retryable: false, ...extra } };
}

function readErrors(text: string): ProviderError[] {
  const parsed = ProviderErrorsSchema.safeParse(parseJson(text));
  return parsed.success ? parsed.data.errors : [];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The provider wants non-ASCII characters as \uXXXX escapes; the signature then covers exactly those bytes. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
