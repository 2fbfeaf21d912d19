import { carrierMessages } from '@/domain/carrier-messages';

export type CarrierErrorKind =
  | 'timeout'
  | 'unavailable'
  | 'bad-response'
  | 'rejected'
  | 'unauthorised'
  /** The circuit breaker is open: the service failed repeatedly and is not being called for a while. */
  | 'paused';

const messageByKind: Record<CarrierErrorKind, string> = {
  timeout: carrierMessages.carrierTimeout,
  unavailable: carrierMessages.carrierUnavailable,
  'bad-response': carrierMessages.carrierBadResponse,
  rejected: carrierMessages.carrierRejected,
  unauthorised: carrierMessages.carrierUnauthorised,
  paused: carrierMessages.carrierPaused,
};

interface CarrierErrorDetails {
  /** What went wrong, for the log; the message is the text a user sees. */
  detail: string;
  attempts: number;
  status?: number;
  cause?: unknown;
}

/** The only error the carrier client throws. */
export class CarrierError extends Error {
  override readonly name = 'CarrierError';
  readonly detail: string;
  readonly attempts: number;
  readonly status: number | null;

  constructor(
    readonly kind: CarrierErrorKind,
    details: CarrierErrorDetails,
  ) {
    super(messageByKind[kind], { cause: details.cause });
    this.detail = details.detail;
    this.attempts = details.attempts;
    this.status = details.status ?? null;
  }
}
