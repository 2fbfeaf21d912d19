import type { FastifyRequest } from 'fastify';
import { messages } from '@/domain/messages';
import { sendsSessionCookie } from '@/server/auth/signed-cookie';

/**
 * Security events (OWASP ASVS V16): one structured line per event through the request's logger, so it carries the
 * request id and can be found with `securityEvent`. Every field is named here: there is no free-form part, so a
 * password, session cookie, reset token or reset link cannot end up in one.
 */
export type SecurityEvent =
  | { securityEvent: 'sign-in-failed'; email: string; reason: SignInFailure; retryAfterSeconds?: number }
  | { securityEvent: 'sign-in-succeeded'; email: string; userId: string }
  | { securityEvent: 'sign-in-second-factor-asked'; email: string }
  | { securityEvent: 'sso-sign-in-refused'; email: string | null; reason: string }
  | { securityEvent: 'password-reset-requested'; email: string; outcome: 'accepted' | 'rate-limited' }
  | { securityEvent: 'unauthenticated'; reason: 'no-session' | 'invalid-session' }
  | {
      securityEvent: 'forbidden';
      reason: ForbiddenReason;
      action: string | null;
      role: string | null;
      origin?: string;
    }
  | { securityEvent: 'rate-limited'; retryAfterSeconds: number | null };

export type SignInFailure =
  | 'wrong-password'
  | 'wrong-password-reentry'
  | 'unknown-account'
  | 'wrong-code'
  | 'sign-in-expired'
  | 'account-disabled'
  | 'sso-required'
  | 'rate-limited';
type ForbiddenReason = 'permission' | 'no-organisation' | 'foreign-origin' | 'missing-origin' | 'other';

/** Routine events are logged at info; refusals and failures at warn. */
function isRoutine(event: SecurityEvent): boolean {
  switch (event.securityEvent) {
    case 'sign-in-succeeded':
    case 'sign-in-second-factor-asked':
      return true;
    case 'password-reset-requested':
      return event.outcome === 'accepted';
    default:
      return false;
  }
}

/** Requests whose route already logged the event, so the error plugin does not add a second, vaguer one. */
const described = new WeakSet<FastifyRequest>();

export function logSecurityEvent(request: FastifyRequest, event: SecurityEvent): void {
  described.add(request);
  const line = {
    ip: request.ip,
    method: request.method,
    // The route's pattern, never the URL: /api/auth/password-resets/:token, not the token.
    route: request.routeOptions.url ?? null,
    userId: request.actor?.userId ?? null,
    ...event,
    ...('email' in event && event.email !== null ? { email: event.email.toLowerCase().slice(0, 254) } : {}),
    ...('origin' in event && event.origin !== undefined ? { origin: event.origin.slice(0, 200) } : {}),
  };
  if (isRoutine(event)) request.log.info(line, 'security event');
  else request.log.warn(line, 'security event');
}

/**
 * The error plugin's part: every 401, 403 and 429 answer becomes an event, unless its route described it already
 * (a failed sign-in says which account and why).
 */
export function logRefusal(
  request: FastifyRequest,
  statusCode: number,
  error: { message: string; headers?: Record<string, string> },
): void {
  if (described.has(request)) return;
  if (statusCode === 401) {
    // A cookie that names no live session: expired, signed out elsewhere, or made up.
    logSecurityEvent(request, {
      securityEvent: 'unauthenticated',
      reason: sendsSessionCookie(request.headers.cookie) ? 'invalid-session' : 'no-session',
    });
  }
  if (statusCode === 403) {
    const reason = FORBIDDEN_REASONS.get(error.message) ?? 'other';
    const origin = reason === 'foreign-origin' ? request.headers.origin : undefined;
    logSecurityEvent(request, {
      securityEvent: 'forbidden',
      reason,
      action: request.routeOptions.config?.action ?? null,
      role: request.actor?.role ?? null,
      ...(origin === undefined ? {} : { origin }),
    });
  }
  if (statusCode === 429) {
    logSecurityEvent(request, { securityEvent: 'rate-limited', retryAfterSeconds: retryAfterOf(error) });
  }
}

/** The Retry-After a 429 answers with, in seconds. */
export function retryAfterOf(error: unknown): number | null {
  const headers = (error as { headers?: Record<string, string> } | null)?.headers;
  const seconds = Number(headers?.['retry-after']);
  return Number.isFinite(seconds) ? seconds : null;
}

const FORBIDDEN_REASONS = new Map<string, ForbiddenReason>([
  [messages.forbidden, 'permission'],
  [messages.organisationNotFound, 'no-organisation'],
  [messages.originNotAllowed, 'foreign-origin'],
  [messages.originRequired, 'missing-origin'],
]);
