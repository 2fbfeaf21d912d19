import type { ActorProfile } from '@/server/auth/actor';
import { forbidden, unauthenticated } from '@/server/errors';
import { type RequestFacts, requestFacts } from '@/server/http/request-context';

/**
 * Who a signed-in request is and where it came from (`request.session`): what a service of a signed-in route is given,
 * and what the audit events it records name (recordEvent takes it as it is).
 */
export interface SessionContext {
  /** The actor's organisation, the one its events belong to; null for a user of none. */
  organisationId: string | null;
  userId: string;
  actor: ActorProfile;
  request: RequestFacts;
}

/** A super admin's session on the routes of the Super Admin Panel (`request.platform`). */
export interface PlatformContext extends SessionContext {
  actor: ActorProfile & { role: 'super_admin' };
}

/** The session context of a request, built once at the boundary; signed out is a 401. */
export function sessionContext(
  request: Parameters<typeof requestFacts>[0] & { actor: ActorProfile | null },
): SessionContext {
  const { actor } = request;
  if (!actor) throw unauthenticated();
  return {
    organisationId: actor.organisationId,
    userId: actor.userId,
    actor,
    request: requestFacts(request, actor),
  };
}

/**
 * The platform context of a request's actor. The route's permission already let only super admins in; the check
 * here makes the type true whatever route reads it.
 */
export function platformContext(session: SessionContext): PlatformContext {
  const { actor } = session;
  if (actor.role !== 'super_admin') throw forbidden();
  return { ...session, actor: { ...actor, role: actor.role } };
}
