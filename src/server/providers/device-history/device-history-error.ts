import { messages } from '@/domain/messages';
import type { ProviderError } from './schema';

export type DeviceHistoryErrorKind =
  | 'timeout'
  | 'unavailable'
  | 'bad-response'
  /** The answer carried no verdict (certificate result and id): it is not a check. */
  | 'no-verdict'
  /** Error 306: the account has no search credits left. */
  | 'no-credits'
  | 'rejected'
  | 'unauthorised'
  /** The circuit breaker is open: the service failed repeatedly and is not being called for a while. */
  | 'paused';

const messageByKind: Record<DeviceHistoryErrorKind, string> = {
  timeout: messages.deviceHistoryTimeout,
  unavailable: messages.deviceHistoryUnavailable,
  'bad-response': messages.deviceHistoryBadResponse,
  'no-verdict': messages.deviceHistoryNoVerdict,
  'no-credits': messages.deviceHistoryNoCredits,
  rejected: messages.deviceHistoryRejected,
  unauthorised: messages.deviceHistoryUnauthorised,
  paused: messages.deviceHistoryPaused,
};

interface DeviceHistoryErrorDetails {
  /** What went wrong, for the log; the message is the text a user sees. */
  detail: string;
  attempts: number;
  status?: number;
  providerErrors?: ProviderError[];
  /** A text for the user instead of the kind's own (the provider's words for an error we do not know). */
  message?: string;
  cause?: unknown;
}

/** The only error the device-history client throws. */
export class DeviceHistoryError extends Error {
  override readonly name = 'DeviceHistoryError';
  readonly detail: string;
  readonly attempts: number;
  readonly status: number | null;
  readonly providerErrors: ProviderError[];

  constructor(
    readonly kind: DeviceHistoryErrorKind,
    details: DeviceHistoryErrorDetails,
  ) {
    super(details.message ?? messageByKind[kind], { cause: details.cause });
    this.detail = details.detail;
    this.attempts = details.attempts;
    this.status = details.status ?? null;
    this.providerErrors = details.providerErrors ?? [];
  }
}
