import { ProviderError, ProviderFailureReply } from './provider-error';

/** Why background searches wait: the service asked us to (429), or it is unavailable (or its checks are paused). */
export type PauseReason = 'busy' | 'unavailable';

/** How long background work waits for a service that is unavailable and did not say for how long. */
export const UNAVAILABLE_PAUSE_SECONDS = 60;

/**
 * When a failed provider call means "come back later" rather than "this search failed": the service is busy (429),
 * unavailable, or its checks are paused by the circuit breaker. Background work (a bulk upload, monitoring) then
 * waits until the moment returned and tries the same search again; anything else is the search's own failure.
 */
export function providerPause(error: unknown, now = Date.now()): { until: Date; reason: PauseReason } | null {
  const failure = error instanceof ProviderFailureReply ? error.failure : error;
  if (!(failure instanceof ProviderError)) return null;
  if (failure.kind !== 'busy' && failure.kind !== 'unavailable' && failure.kind !== 'paused') return null;
  const seconds = failure.retryAfterSeconds ?? UNAVAILABLE_PAUSE_SECONDS;
  return { until: new Date(now + seconds * 1000), reason: failure.kind === 'busy' ? 'busy' : 'unavailable' };
}
