import { BrokenCircuitError, ConsecutiveBreaker, circuitBreaker, handleWhen } from 'cockatiel';
import { circuitState } from '@/server/metrics/metrics';
import { ProviderError, type ProviderName } from './provider-error';

export interface CircuitBreakerOptions {
  /** Consecutive upstream failures that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit refuses calls before one trial call may go through. */
  openMs: number;
  /** Which errors mean the upstream is failing (a request the upstream merely refused does not count). */
  isUpstreamFailure: (error: Error) => boolean;
  /** The error callers get while the circuit is open, instead of another call to the failing upstream. */
  openError: () => Error;
  onOpen?: () => void;
  onHalfOpen?: () => void;
  onClose?: () => void;
}

/**
 * Wraps an upstream call so a provider that keeps failing is not hammered: after `failureThreshold` failures in a
 * row every call fails at once with `openError()` for `openMs`, then a single trial call decides whether to close.
 */
export function withCircuitBreaker<Args extends unknown[], Result>(
  call: (...args: Args) => Promise<Result>,
  options: CircuitBreakerOptions,
): (...args: Args) => Promise<Result> {
  const policy = circuitBreaker(handleWhen(options.isUpstreamFailure), {
    halfOpenAfter: options.openMs,
    breaker: new ConsecutiveBreaker(options.failureThreshold),
  });
  if (options.onOpen) policy.onBreak(options.onOpen);
  if (options.onHalfOpen) policy.onHalfOpen(options.onHalfOpen);
  if (options.onClose) policy.onReset(options.onClose);
  return async (...args) => {
    try {
      return await policy.execute(() => call(...args));
    } catch (error) {
      if (error instanceof BrokenCircuitError) throw options.openError();
      throw error;
    }
  };
}

export interface ProviderBreakerOptions {
  provider: ProviderName;
  failureThreshold: number;
  openMs: number;
  logger: { warn(message: string): void; info(message: string): void };
}

/** Failures that are not the service failing: a refused request, an account out of credits, a busy service (429). */
const NOT_UPSTREAM_FAILURES: ReadonlySet<string> = new Set(['rejected', 'no-credits', 'busy']);

/**
 * A provider's calls behind a circuit breaker: after `failureThreshold` failures of the service in a row its checks
 * pause for `openMs` (each call fails at once as 'paused', saying how long). A service that is busy answers, and
 * said when to come back: it does not open the circuit.
 */
export function withProviderBreaker<Args extends unknown[], Result>(
  call: (...args: Args) => Promise<Result>,
  { provider, failureThreshold, openMs, logger }: ProviderBreakerOptions,
): (...args: Args) => Promise<Result> {
  circuitState.set({ provider }, 0);
  return withCircuitBreaker(call, {
    failureThreshold,
    openMs,
    isUpstreamFailure: (error) => error instanceof ProviderError && !NOT_UPSTREAM_FAILURES.has(error.kind),
    openError: () =>
      new ProviderError(provider, 'paused', {
        detail: `circuit open for ${openMs} ms`,
        attempts: 0,
        retryAfterSeconds: Math.ceil(openMs / 1000),
      }),
    onOpen: () => {
      circuitState.set({ provider }, 2);
      logger.warn(`${provider} service failing repeatedly: checks paused for ${openMs} ms`);
    },
    onHalfOpen: () => circuitState.set({ provider }, 1),
    onClose: () => {
      circuitState.set({ provider }, 0);
      logger.info(`${provider} service answering again: checks resumed`);
    },
  });
}
