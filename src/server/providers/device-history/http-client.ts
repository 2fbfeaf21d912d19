import { type Answer, fail, httpAttempt, providerUrl } from '@/server/providers/http-attempt';
import { parseJson } from '@/server/providers/parse-json';
import { ProviderError, type ReportedError } from '@/server/providers/provider-error';
import { neverReachedServer } from './never-reached-server';
import { parseDeviceHistoryAnswer } from './normalise';
import { ProviderErrorsSchema } from './schema';
import { signedJsonRequest } from './signed-authorization';
import type { DeviceHistoryProvider, DeviceHistoryResult } from './types';

export interface DeviceHistoryCredentials {
  /** The account (partner) id the provider issued: the Basic username. */
  accountId: string;
  /** The shared secret issued with it; only its hash with each body is sent. */
  secretKey: string;
  /** The store searching: the live store id in production; the test store id answers with test data. */
  storeId: number;
}

/** Where the client reports what it read around: a fact missing from an answer, refused credentials. */
export interface DeviceHistoryLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface DeviceHistoryClientOptions {
  /** Origin of the API, e.g. `https://gapi.checkmend.com`; paths are appended to it. */
  baseUrl: string;
  credentials: DeviceHistoryCredentials;
  /** The whole budget of one search: every attempt and every back-off pause fit inside it. */
  timeoutMs?: number;
  /**
   * Further attempts of a request that certainly never reached the provider (connection refused, DNS, TLS before
   * sending). Anything else is never repeated: every search that arrives is charged and seen by other insurers.
   */
  retries?: number;
  log?: DeviceHistoryLog;
  fetch?: typeof fetch;
}

/** The provider allows claim references of up to 50 characters. */
export const CLAIM_REFERENCE_MAX = 50;
/** Error ids the provider documents: 1 is the service down, 306 the account out of search credits. */
const PROVIDER_UNAVAILABLE_ID = 1;
const NO_CREDITS_ID = 306;

const silent: DeviceHistoryLog = { warn: () => {}, error: () => {} };

/**
 * The ClaimsCheck search over HTTP. The provider asks clients for a 3 s timeout and a fallback, so `timeoutMs` bounds
 * the whole call. Only a request that never reached the provider is tried again (back-off 100 ms, 200 ms, ...,
 * while the pause still ends inside the budget): a timeout, a reset mid-request, a 5xx or any answer may have been
 * charged and recorded as our search. Every failure is a ProviderError of the device-history provider.
 */
export function createDeviceHistoryClient(options: DeviceHistoryClientOptions): DeviceHistoryProvider {
  const {
    credentials,
    timeoutMs = 3000,
    retries = 1,
    log = silent,
    fetch: send = globalThis.fetch,
  } = options;
  const url = providerUrl(options.baseUrl, 'claimscheck/search');

  return {
    async search({ imei, claimReference }) {
      const { body, headers } = signedJsonRequest(credentials, {
        serial: imei,
        storeid: credentials.storeId,
        claimreference: claimReference?.trim().slice(0, CLAIM_REFERENCE_MAX) || false,
      });
      try {
        const { result, unreported } = await httpAttempt({
          provider: 'device-history',
          url,
          init: { method: 'POST', headers, body },
          fetch: send,
          timeoutMs,
          retries,
          retryUnanswered: neverReachedServer,
          read: interpret,
        });
        if (unreported.length > 0) {
          log.warn({ serial: imei, unreported }, 'device-history answer: facts not reported, shown as such');
        }
        return result;
      } catch (error) {
        if (error instanceof ProviderError && error.kind === 'unauthorised') {
          log.error(
            { status: error.status, providerErrors: error.providerErrors },
            'device-history credentials refused',
          );
        }
        throw error;
      }
    },
  };
}

type Read = Answer<{ result: DeviceHistoryResult; unreported: string[] }>;

function interpret(status: number, text: string): Read {
  const json = parseJson(text);
  const envelope = ProviderErrorsSchema.safeParse(json);
  if (status === 401 || status === 403) {
    return fail('unauthorised', `HTTP ${status}`, {
      status,
      providerErrors: envelope.success ? envelope.data.errors : [],
    });
  }
  // The errors envelope is an error whatever the status it comes with, 200 included.
  if (envelope.success) return providerFailure(status, envelope.data.errors);
  if (status >= 500) return fail('unavailable', `HTTP ${status}: ${text.slice(0, 200)}`, { status });
  if (status < 200 || status >= 300) return fail('bad-response', `unexpected HTTP ${status}`, { status });
  if (json === undefined) return fail('bad-response', 'the answer is not JSON', { status });
  const parsed = parseDeviceHistoryAnswer(json);
  if (!parsed.ok) return fail('no-verdict', parsed.problem, { status });
  return { value: parsed };
}

function providerFailure(status: number, errors: ReportedError[]): Read {
  const detail = `HTTP ${status}: ${errors.map((error) => `${error.id} ${error.message}`).join('; ')}`;
  const ids = errors.map((error) => error.id);
  if (ids.includes(NO_CREDITS_ID)) return fail('no-credits', detail, { status, providerErrors: errors });
  if (ids.includes(PROVIDER_UNAVAILABLE_ID))
    return fail('unavailable', detail, { status, providerErrors: errors });
  // An error we do not know: the provider's own words say more than any message of ours.
  const said = errors
    .map((error) => error.message.trim())
    .filter(Boolean)
    .join(' ');
  return fail('rejected', detail, { status, providerErrors: errors, ...(said ? { message: said } : {}) });
}
