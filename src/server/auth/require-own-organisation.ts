import { messages } from '@/domain/messages';
import type { ActorProfile } from '@/server/auth/actor';
import { forbidden, unauthenticated } from '@/server/errors';

/** The actor's own organisation, which the Org Admin Panel always acts on; none means there is nothing to manage. */
export function requireOwnOrganisation(actor: ActorProfile | null) {
  if (!actor) throw unauthenticated();
  if (!actor.organisation) throw forbidden(messages.organisationNotFound);
  return actor.organisation;
}
