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

/**
 * Where a request came from, as its audit events record it: the client's address (Fastify's, which trusts the proxy
 * as configured), its User-Agent and the API key it came with, or the SCIM token of the identity provider that sent
 * it (directory sync). Background work has none.
 */
export interface RequestFacts {
  ip: string;
  userAgent: string | null;
  apiKeyId: string | null;
  scimTokenId?: string;
}

/** The facts of a request whose actor (signed in or by API key) is known. */
export function requestFacts(
  request: { ip: string; headers: { 'user-agent'?: string } },
  actor: { apiKey?: { id: string } },
): RequestFacts {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    apiKeyId: actor.apiKey?.id ?? null,
  };
}
