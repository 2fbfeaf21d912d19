import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { Database } from '@/server/db/client';
import { type ActorProfile, loadActorProfile, loadSessionActor } from './actor';
import type { Auth } from './create-auth';
import { readSignedCookie } from './signed-cookie';

/**
 * The signed-in user of a request, or null. Every API request asks, so the usual case costs one statement: the
 * session cookie's signature is checked here and the session, user, profile, role and organisation are read
 * together. A session that has expired or is due for better-auth's sliding renewal goes through better-auth's own
 * getSession, which deletes or renews it (decision record 008).
 */
export function createActorReader(auth: Auth, db: Database) {
  return async function readActor(headers: IncomingHttpHeaders): Promise<ActorProfile | null> {
    const context = await auth.$context;
    const token = readSignedCookie(headers.cookie, context.authCookies.sessionToken.name, context.secret);
    if (!token) return null;
    const found = await loadSessionActor(db, token);
    if (!found) return null;
    const { expiresIn, updateAge } = context.sessionConfig;
    const renewsAt = found.expiresAt.getTime() - (expiresIn - updateAge) * 1000;
    if (Date.now() < Math.min(found.expiresAt.getTime(), renewsAt)) return found.actor;
    const session = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
    return session ? loadActorProfile(db, session.user.id) : null;
  };
}

export type ActorReader = ReturnType<typeof createActorReader>;
