import { httpAttempt, providerUrl } from '@/server/providers/http-attempt';
import { ProviderError } from '@/server/providers/provider-error';
import { neverReachedServer } from './never-reached-server';
import { readSearchAnswer } from './read-search-answer';
import { signedJsonRequest } from './signed-authorization';
import type { DeviceHistoryProvider } from './types';

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
        const { result, unreported, unknownVerdict } = await httpAttempt({
          provider: 'device-history',
          url,
          init: { method: 'POST', headers, body },
          fetch: send,
          timeoutMs,
          retries,
          retryUnanswered: neverReachedServer,
          read: (status, text, answerHeaders) =>
            readSearchAnswer(imei, { status, text, headers: answerHeaders }),
        });
        if (unreported.length > 0) {
          log.warn({ serial: imei, unreported }, 'device-history answer: facts not reported, shown as such');
        }
        if (unknownVerdict !== null) {
          log.warn(
            { serial: imei, verdict: unknownVerdict },
            'device-history answer: verdict word not known, read as red',
          );
        }
        return result;
      } catch (error) {
        if (error instanceof ProviderError) logFailure(log, imei, error);
        throw error;
      }
    },
  };
}

/** What an operator must hear of: refused credentials, and answers that are not what they claim to be. */
function logFailure(log: DeviceHistoryLog, serial: string, error: ProviderError) {
  const details = { serial, status: error.status, detail: error.detail };
  switch (error.kind) {
    case 'unauthorised':
      return log.error(
        { status: error.status, providerErrors: error.providerErrors },
        'device-history credentials refused',
      );
    case 'redirect':
      return log.error(details, 'device-history answered with a redirect; not followed, nothing stored');
    case 'other-device':
      return log.error(details, 'device-history answered about another serial; nothing stored');
    case 'bad-response':
      return log.warn(details, 'device-history answer unreadable; nothing stored');
    case 'busy':
      return log.warn(
        { ...details, retryAfterSeconds: error.retryAfterSeconds },
        'device-history busy (429); asked to wait',
      );
  }
}
