import { carrierMessages } from '@/domain/carrier-messages';
import type { ErrorCode } from '@/domain/errors';
import { messages } from '@/domain/messages';
import { AppError } from '@/server/errors';

/** The services the server calls: the device-history search, the same service's claim registry, the carrier. */
export type ProviderName = 'device-history' | 'registry' | 'carrier';

export type ProviderFailureKind =
  | 'timeout'
  | 'unavailable'
  | 'bad-response'
  /** The answer carried no verdict (certificate result and id): it is not a check. */
  | 'no-verdict'
  /** The device-history account has no search credits left (its error 306). */
  | 'no-credits'
  | 'rejected'
  | 'unauthorised'
  /** The service answered with a redirect (3xx): not an answer, and never followed. */
  | 'redirect'
  /** The service answered 429: it is busy and asked us to wait (`retryAfterSeconds`); not a failure of the service. */
  | 'busy'
  /** The answer is about another serial than the one searched. */
  | 'other-device'
  /** The circuit breaker is open: the service failed repeatedly and is not being called for a while. */
  | 'paused';

/**
 * What a user reads for each failure. A failed registry submission is shown to administrators as it happened
 * (beside "Registry: failed"), so its text is the detail itself.
 */
const USER_MESSAGES: Record<ProviderName, Partial<Record<ProviderFailureKind, string>>> = {
  'device-history': {
    timeout: messages.deviceHistoryTimeout,
    unavailable: messages.deviceHistoryUnavailable,
    'bad-response': messages.deviceHistoryBadResponse,
    'no-verdict': messages.deviceHistoryNoVerdict,
    'no-credits': messages.deviceHistoryNoCredits,
    rejected: messages.deviceHistoryRejected,
    unauthorised: messages.deviceHistoryUnauthorised,
    paused: messages.deviceHistoryPaused,
    redirect: messages.deviceHistoryRedirect,
    'other-device': messages.deviceHistoryOtherDevice,
  },
  carrier: {
    timeout: carrierMessages.carrierTimeout,
    unavailable: carrierMessages.carrierUnavailable,
    'bad-response': carrierMessages.carrierBadResponse,
    rejected: carrierMessages.carrierRejected,
    unauthorised: carrierMessages.carrierUnauthorised,
    paused: carrierMessages.carrierPaused,
    redirect: carrierMessages.carrierRedirect,
  },
  registry: {},
};

/** An error the provider listed in its answer (the device-history error envelope). */
export interface ReportedError {
  id: number;
  message: string;
}

export interface ProviderErrorDetails {
  /** What went wrong, for the log; the message is the text a user sees. */
  detail: string;
  attempts: number;
  status?: number;
  providerErrors?: ReportedError[];
  /** How long the service asked us to wait (its Retry-After), or how long checks stay paused. */
  retryAfterSeconds?: number;
  /** A text for the user instead of the kind's own (the provider's words for an error we do not know). */
  message?: string;
  cause?: unknown;
}

/** The only error the provider clients throw: which provider failed, how, and what the user reads. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  readonly detail: string;
  readonly attempts: number;
  readonly status: number | null;
  readonly providerErrors: ReportedError[];
  readonly retryAfterSeconds: number | null;

  constructor(
    readonly provider: ProviderName,
    readonly kind: ProviderFailureKind,
    details: ProviderErrorDetails,
  ) {
    super(details.message ?? USER_MESSAGES[provider][kind] ?? details.detail, { cause: details.cause });
    this.detail = details.detail;
    this.attempts = details.attempts;
    this.status = details.status ?? null;
    this.providerErrors = details.providerErrors ?? [];
    this.retryAfterSeconds = details.retryAfterSeconds ?? null;
  }
}

/**
 * What a request answers when a provider call failed: 504 when the provider did not answer in time, 503 while its
 * checks are paused or it is busy (with Retry-After when it said how long to wait), 502 for anything else, with the
 * provider's reason. Any other error is left as it is.
 */
export function providerFailureReply(error: unknown, code: ErrorCode, title?: string): unknown {
  if (!(error instanceof ProviderError)) return error;
  const status =
    error.kind === 'timeout' ? 504 : error.kind === 'paused' || error.kind === 'busy' ? 503 : 502;
  const headers =
    error.retryAfterSeconds === null ? undefined : { 'retry-after': String(error.retryAfterSeconds) };
  // The user sees the message; the log keeps what the provider said (never the credentials).
  return new ProviderFailureReply(error, { status, code, message: error.message, title, headers });
}

/** The reply to a failed provider call, still knowing the failure (a bulk intake pauses when the service is busy). */
export class ProviderFailureReply extends AppError {
  constructor(
    readonly failure: ProviderError,
    options: ConstructorParameters<typeof AppError>[0],
  ) {
    super(options);
  }
}
