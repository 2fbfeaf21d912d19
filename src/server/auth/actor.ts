import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ApiScope } from '@/domain/api-scopes';
import type { Role } from '@/domain/roles';
import { type Database, UNNAMED_STATEMENT } from '@/server/db/client';
import { joinProfile } from '@/server/db/people';
import { sessions, users } from '@/server/db/schema/auth';
import { organizations } from '@/server/db/schema/organisations';
import { profiles, userRoles } from '@/server/db/schema/people';

/** The signed-in user as every route sees it. Organisation and role come from the database, never from the request. */
export interface Actor {
  userId: string;
  email: string;
  name: string;
  role: Role | null;
  organisationId: string | null;
  twoFactor: TwoFactorStatus;
  /**
   * Set when an organisation's API key makes the request: the key acts for its organisation on behalf of the admin
   * who created it (whose profile the rest of the actor is), within its scopes.
   */
  apiKey?: { id: string; name: string; scopes: readonly ApiScope[]; lastUsedAt: Date | null };
  /** Set when a session cookie signs the request in: when that session ends unless it is renewed. */
  sessionExpiresAt?: Date;
}

export interface TwoFactorStatus {
  enabled: boolean;
  /** Signs in with a second factor: admins always, members when the organisation asks; never the exempt. */
  required: boolean;
  /** The demo accounts' exemption (set only by the demo seed). */
  exempt: boolean;
}

const ALWAYS_TWO_FACTOR: readonly (Role | null)[] = ['super_admin', 'organization_admin'];

export interface ActorProfile extends Actor {
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  organisation: { id: string; name: string; domain: string } | null;
}

export const actorColumns = {
  userId: users.id,
  email: users.email,
  name: users.name,
  role: userRoles.role,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  title: profiles.title,
  organisationId: organizations.id,
  organisationName: organizations.name,
  organisationDomain: organizations.domain,
  twoFactorEnabled: users.twoFactorEnabled,
  twoFactorExempt: users.twoFactorExempt,
  organisationRequiresTwoFactor: organizations.requireTwoFactor,
};

type ActorRow = Pick<Actor, 'userId' | 'email' | 'name' | 'role' | 'organisationId'> &
  Pick<ActorProfile, 'firstName' | 'lastName' | 'title'> & {
    organisationName: string | null;
    organisationDomain: string | null;
    twoFactorEnabled: boolean;
    twoFactorExempt: boolean;
    organisationRequiresTwoFactor: boolean | null;
  };

export function toActorProfile({
  organisationId,
  organisationName,
  organisationDomain,
  twoFactorEnabled,
  twoFactorExempt,
  organisationRequiresTwoFactor,
  ...rest
}: ActorRow): ActorProfile {
  const asked = ALWAYS_TWO_FACTOR.includes(rest.role) || organisationRequiresTwoFactor === true;
  return {
    ...rest,
    twoFactor: { enabled: twoFactorEnabled, required: asked && !twoFactorExempt, exempt: twoFactorExempt },
    organisationId,
    organisation:
      organisationId && organisationName && organisationDomain
        ? { id: organisationId, name: organisationName, domain: organisationDomain }
        : null,
  };
}

export async function loadActorProfile(db: Database, userId: string): Promise<ActorProfile | null> {
  const [row] = await joinProfile(db.select(actorColumns).from(users).$dynamic())
    .where(eq(users.id, userId))
    .limit(1);
  return row ? toActorProfile(row) : null;
}

function prepareSessionActor(db: Database) {
  const sessionUsers = db
    .select({ ...actorColumns, expiresAt: sessions.expiresAt, renewedAt: sessions.updatedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .$dynamic();
  return (
    joinProfile(sessionUsers)
      // A deactivated user's sessions were deleted with the deactivation; this keeps any straggler shut too.
      .where(and(eq(sessions.token, sql.placeholder('token')), isNull(users.deactivatedAt)))
      .limit(1)
      .prepare(UNNAMED_STATEMENT)
  );
}

/** Built once per database: the query builder's work is not repeated per request. */
const sessionActorStatements = new WeakMap<Database, ReturnType<typeof prepareSessionActor>>();

/**
 * The session with this token and its user's profile, in one statement: what every signed-in request needs. The
 * caller has verified the cookie's signature and decides what an expired or ageing session means.
 */
export async function loadSessionActor(
  db: Database,
  token: string,
): Promise<{ expiresAt: Date; renewedAt: Date; actor: ActorProfile } | null> {
  let statement = sessionActorStatements.get(db);
  if (!statement) {
    statement = prepareSessionActor(db);
    sessionActorStatements.set(db, statement);
  }
  const [row] = await statement.execute({ token });
  if (!row) return null;
  const { expiresAt, renewedAt, ...actor } = row;
  return { expiresAt, renewedAt, actor: toActorProfile(actor) };
}

/** Until an actor who must use a second factor has set it up, only their session and profile are open to them. */
export const needsTwoFactorSetUp = (actor: Actor) => actor.twoFactor.required && !actor.twoFactor.enabled;
