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
  },
  carrier: {
    timeout: carrierMessages.carrierTimeout,
    unavailable: carrierMessages.carrierUnavailable,
    'bad-response': carrierMessages.carrierBadResponse,
    rejected: carrierMessages.carrierRejected,
    unauthorised: carrierMessages.carrierUnauthorised,
    paused: carrierMessages.carrierPaused,
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
  }
}

/**
 * What a request answers when a provider call failed: 504 when the provider did not answer in time, 503 while its
 * checks are paused, 502 for anything else, with the provider's reason. Any other error is left as it is.
 */
export function providerFailureReply(error: unknown, code: ErrorCode, title?: string): unknown {
  if (!(error instanceof ProviderError)) return error;
  const status = error.kind === 'timeout' ? 504 : error.kind === 'paused' ? 503 : 502;
  // The user sees the message; the log keeps what the provider said (never the credentials).
  return new AppError({ status, code, message: error.message, title });
}
