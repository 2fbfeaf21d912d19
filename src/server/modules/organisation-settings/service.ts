import { messages } from '@/domain/messages';
import { recordAuditEvent } from '@/server/audit/record-audit-event';
import type { ActorProfile } from '@/server/auth/actor';
import { requireOwnOrganisation } from '@/server/auth/require-own-organisation';
import { notFound } from '@/server/errors';
import type { Services } from '@/server/services';
import { type OrganisationSettings, readSettings, updateSettings } from './queries';

type Deps = Pick<Services, 'db'>;

/** The settings of the admin's own organisation. */
export async function loadOwnSettings(deps: Deps, actor: ActorProfile | null) {
  const settings = await readSettings(deps.db, requireOwnOrganisation(actor).id);
  if (!settings) throw notFound(messages.organisationNotFound);
  return settings;
}

/** Changes the settings the admin named, the others staying as they are; audited in the same transaction. */
export async function changeOwnSettings(
  deps: Deps,
  actor: ActorProfile | null,
  change: Partial<OrganisationSettings>,
) {
  const organisation = requireOwnOrganisation(actor);
  return deps.db.transaction(async (tx) => {
    const settings = await updateSettings(tx, organisation.id, change);
    if (!settings) throw notFound(messages.organisationNotFound);
    await recordAuditEvent(tx, {
      organizationId: organisation.id,
      actorUserId: actor?.userId ?? null,
      action: 'organisation.settings-changed',
      subjectType: 'organization',
      subjectId: organisation.id,
      details: { ...change },
    });
    return settings;
  });
}
