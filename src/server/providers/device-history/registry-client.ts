import { registryMessages } from '@/domain/registry-messages';
import { httpAttempt, providerUrl } from '@/server/providers/http-attempt';
import { parseJson } from '@/server/providers/parse-json';
import { ProviderError, type ReportedError } from '@/server/providers/provider-error';
import { CLAIM_REFERENCE_MAX, type DeviceHistoryCredentials } from './http-client';
import { neverReachedServer } from './never-reached-server';
import { ProviderErrorsSchema } from './schema';
import { signedJsonRequest } from './signed-authorization';

export interface SettledClaimSubmission {
  imei: string;
  make: string | null;
  model: string | null;
  colour: string | null;
  storage: string | null;
  /** The date the claim was made, `YYYY-MM-DD`. */
  claimDate: string;
  claimReference: string | null;
}

/**
 * What became of one submission. `registered`: the registry took it (with its transaction id when it gave one, or
 * it already held the claim). `not-sent`: it certainly never registered it (never reached, or its error 1, the
 * service unavailable), so it may be sent again. `refused`: the registry refused it in its error envelope; the same
 * claim would be refused again. `unknown`: it may have registered it (no answer in time, the connection broke after
 * sending, an answer that does not say); it must never be sent again on its own.
 */
export type RegistryOutcome =
  | { outcome: 'registered'; transactionId: string | null; detail?: string }
  | { outcome: 'not-sent' | 'refused' | 'unknown'; detail: string };

/** Registers settled claims with the provider's registry, which then shows the device red to traders. */
export interface DeviceRegistry {
  submitSettledClaim(submission: SettledClaimSubmission): Promise<RegistryOutcome>;
}

export interface RegistryClientOptions {
  baseUrl: string;
  credentials: DeviceHistoryCredentials;
  /** The provider's item category of the devices we insure (mobile phones). */
  itemCategory: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The registry keeps make and model to 50 characters and an item description to 2000. */
const MAKE_MODEL_MAX = 50;
const DESCRIPTION_MAX = 2000;
/** The provider's error id for the service being down: nothing was registered. */
const PROVIDER_UNAVAILABLE_ID = 1;
/**
 * How a refusal says the claim is already registered. The provider publishes no list of its errors (nor an id for a
 * duplicate claim), so its words are read; a refusal they do not match stays a refusal, never a resend.
 */
const DUPLICATE_CLAIM = /\bduplicate\b|\balready\b.*\b(registered|submitted|exists|recorded|held)\b/i;

/**
 * `POST /claimscheck/submitclaim`, signed like a search, sent exactly once per call: this client never repeats a
 * submission, and says what became of it (RegistryOutcome) instead of throwing.
 */
export function createRegistryClient(options: RegistryClientOptions): DeviceRegistry {
  const { credentials, itemCategory, timeoutMs = 10_000, fetch: send = globalThis.fetch } = options;
  const url = providerUrl(options.baseUrl, 'claimscheck/submitclaim');
  return {
    async submitSettledClaim(submission) {
      const { body, headers } = signedJsonRequest(
        credentials,
        submitClaimBody(submission, { itemCategory, storeId: credentials.storeId }),
      );
      try {
        return await httpAttempt({
          provider: 'registry',
          url,
          init: { method: 'POST', headers, body },
          fetch: send,
          timeoutMs,
          retries: 0,
          retryUnanswered: () => false,
          read: (status, text) => ({ value: readRegistration(status, text) }),
        });
      } catch (error) {
        return unanswered(error, timeoutMs);
      }
    },
  };
}

/** The documented body; what is not known is left out (never `false` or `""`), and texts kept within their limits. */
function submitClaimBody(
  submission: SettledClaimSubmission,
  { itemCategory, storeId }: { itemCategory: number; storeId: number },
) {
  const make = known(submission.make, MAKE_MODEL_MAX);
  const model = known(submission.model, MAKE_MODEL_MAX);
  const description = [submission.make, submission.model, submission.colour, submission.storage]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const reference = known(submission.claimReference, CLAIM_REFERENCE_MAX);
  return {
    claimtype: 'settled',
    itemcategory: itemCategory,
    serials: [submission.imei],
    storeid: storeId,
    ...(make ? { make } : {}),
    ...(model ? { model } : {}),
    ...(description ? { itemdescription: description.slice(0, DESCRIPTION_MAX) } : {}),
    // The registry's `YYYY-MM-DD 00:00:00`: a date, not a time of day.
    claimdate: `${submission.claimDate} 00:00:00`,
    ...(reference ? { claimreference: reference } : {}),
  };
}

const known = (text: string | null, max: number) => text?.trim().slice(0, max) || undefined;

function readRegistration(status: number, text: string): RegistryOutcome {
  const json = parseJson(text);
  // The errors envelope is an answer about the claim whatever the status it comes with.
  const envelope = ProviderErrorsSchema.safeParse(json);
  if (envelope.success) return readRefusal(status, envelope.data.errors);
  if (status < 200 || status >= 300) {
    return { outcome: 'unknown', detail: registryMessages.answeredWithoutSaying(status) };
  }
  const transactionId = (json as { transactionid?: unknown } | undefined)?.transactionid;
  return {
    outcome: 'registered',
    transactionId: typeof transactionId === 'string' && transactionId.trim() ? transactionId.trim() : null,
  };
}

function readRefusal(status: number, errors: ReportedError[]): RegistryOutcome {
  const said = errors.map((error) => `${error.id} ${error.message}`.trim()).join('; ');
  if (errors.some((error) => error.id === PROVIDER_UNAVAILABLE_ID)) {
    return { outcome: 'not-sent', detail: registryMessages.unavailable(said) };
  }
  if (errors.some((error) => DUPLICATE_CLAIM.test(error.message))) {
    return { outcome: 'registered', transactionId: null, detail: `already registered: ${said}` };
  }
  return { outcome: 'refused', detail: registryMessages.refused(status, said) };
}

/** A request without an answer: resent only when it certainly never reached the registry. */
function unanswered(error: unknown, timeoutMs: number): RegistryOutcome {
  const cause = error instanceof ProviderError ? error.cause : error;
  if (error instanceof ProviderError && error.kind === 'timeout') {
    return {
      outcome: 'unknown',
      detail: registryMessages.timedOut(Math.max(1, Math.round(timeoutMs / 1000))),
    };
  }
  if (neverReachedServer(cause))
    return { outcome: 'not-sent', detail: registryMessages.unreachable(socketWords(cause)) };
  return { outcome: 'unknown', detail: registryMessages.connectionLost(socketWords(cause)) };
}

/** The socket's own words (`connect ECONNREFUSED 127.0.0.1:1`, `other side closed`), not fetch's "fetch failed". */
function socketWords(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const inner = cause.cause instanceof Error ? cause.cause : cause;
  return inner.message || inner.name;
}
