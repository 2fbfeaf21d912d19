import { eq } from 'drizzle-orm';
import { messages } from '../../../domain/messages';
import type { Role } from '../../../domain/roles';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { organizations } from '../../db/schema/organisations';
import { profiles, userRoles } from '../../db/schema/people';
import { forbidden, unauthenticated } from '../../errors';

/** The signed-in user as every route sees it. Organisation and role come from the database, never from the request. */
export interface Actor {
  userId: string;
  email: string;
  name: string;
  role: Role | null;
  organisationId: string | null;
}

export interface ActorProfile extends Actor {
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  organisation: { id: string; name: string; domain: string } | null;
}

export async function loadActorProfile(db: Database, userId: string): Promise<ActorProfile | null> {
  const [row] = await db
    .select({
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
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, profiles.organizationId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { organisationId, organisationName, organisationDomain, ...rest } = row;
  return {
    ...rest,
    organisationId,
    organisation:
      organisationId && organisationName && organisationDomain
        ? { id: organisationId, name: organisationName, domain: organisationDomain }
        : null,
  };
}

/** The organisation every tenant query is scoped by; a user without one can use no product service. */
export function requireOrganisation(actor: Actor | null): string {
  if (!actor) throw unauthenticated();
  if (!actor.organisationId) throw forbidden(messages.organisationNotFound);
  return actor.organisationId;
}
