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
 * getSession, which deletes or renews it (decision record 008); one begun with a length of its own (single sign-on's
 * maximum, decision record 053) is never renewed, only ended.
 */
export function createActorReader(auth: Auth, db: Database) {
  return async function readActor(headers: IncomingHttpHeaders): Promise<ActorProfile | null> {
    const context = await auth.$context;
    const token = readSignedCookie(headers.cookie, context.authCookies.sessionToken.name, context.secret);
    if (!token) return null;
    const found = await loadSessionActor(db, token);
    if (!found) return null;
    const { expiresIn, updateAge } = context.sessionConfig;
    const endsAt = found.expiresAt.getTime();
    // A session given a length of its own (a single sign-on connection's maximum) is never renewed: it ends then.
    const hasOwnLength = endsAt - found.renewedAt.getTime() < (expiresIn - 60) * 1000;
    const renewsAt = hasOwnLength ? endsAt : endsAt - (expiresIn - updateAge) * 1000;
    if (Date.now() < Math.min(endsAt, renewsAt)) return { ...found.actor, sessionExpiresAt: found.expiresAt };
    const session = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
    if (!session) return null;
    const actor = await loadActorProfile(db, session.user.id);
    return actor && { ...actor, sessionExpiresAt: new Date(session.session.expiresAt) };
  };
}

export type ActorReader = ReturnType<typeof createActorReader>;
