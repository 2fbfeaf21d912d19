import { deleteWithAudit } from '@/server/audit/delete-with-audit';
import { recordAuditEvent } from '@/server/audit/record-audit-event';
import { type Actor, type ActorProfile, requireOrganisation } from '@/server/auth/actor';
import { tenantContext } from '@/server/auth/tenant-context';
import { isUniqueViolation } from '@/server/db/errors';
import { withTenant } from '@/server/db/tenant';
import { conflict } from '@/server/errors';
import type { Services } from '@/server/services';
import type { OrganisationList } from './lists';

type Deps = Pick<Services, 'db'>;

/** The actor's own organisation's entries, in name order. */
export async function listOwnEntries<Entry extends { id: string }>(
  deps: Deps,
  list: OrganisationList<Entry>,
  actor: Actor | null,
) {
  const organisationId = requireOrganisation(actor);
  return withTenant(deps.db, organisationId, (tx) => list.statements.list(tx, organisationId));
}

/** Adds an entry to the actor's own organisation; a name it has already (any letter case) is refused. */
export async function addEntry<Entry extends { id: string }>(
  deps: Deps,
  list: OrganisationList<Entry>,
  actor: Actor | null,
  input: Omit<Entry, 'id'>,
): Promise<Entry> {
  const organisationId = requireOrganisation(actor);
  return withTenant(deps.db, organisationId, async (tx) => {
    const entry = await list.statements.insert(tx, { organizationId: organisationId, ...input });
    const { id, ...details } = entry;
    await recordAuditEvent(tx, {
      organizationId: organisationId,
      actorUserId: actor?.userId ?? null,
      action: list.audit.added,
      subjectType: list.audit.subjectType,
      subjectId: id,
      details,
    });
    return entry;
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw conflict(list.texts.exists, 'DUPLICATE');
    throw error;
  });
}

/** Removes one of the actor's organisation's entries; another organisation's id answers 404. */
export function removeEntry<Entry extends { id: string }>(
  deps: Deps,
  list: OrganisationList<Entry>,
  actor: ActorProfile | null,
  id: string,
): Promise<void> {
  return deleteWithAudit(tenantContext(deps.db, actor), {
    id,
    remove: list.statements.remove,
    notFoundMessage: list.texts.notFound,
    action: list.audit.removed,
    subjectType: list.audit.subjectType,
    details: (removed) => ({ [list.name]: removed[list.name] }),
  });
}
