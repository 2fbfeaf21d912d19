import { BrokenCircuitError, ConsecutiveBreaker, circuitBreaker, handleWhen } from 'cockatiel';

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
