import { AsyncLocalStorage } from 'node:async_hooks';

const context = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` (a request's handler and all it awaits) as the request with this id. */
export function runAsRequest(requestId: string, work: () => void): void {
  context.run({ requestId }, work);
}

/** The `X-Request-Id` of the request being served, or null in background work. */
export function currentRequestId(): string | null {
  return context.getStore()?.requestId ?? null;
}
