import { deleteWithAudit } from '@/server/audit/delete-with-audit';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import { isUniqueViolation } from '@/server/db/errors';
import { conflict } from '@/server/errors';
import type { OrganisationList } from './lists';

/** The actor's own organisation's entries, in name order. */
export async function listOwnEntries<Entry extends { id: string }>(
  list: OrganisationList<Entry>,
  tenant: TenantContext,
) {
  return tenant.run((tx) => list.statements.list(tx, tenant.organisationId));
}

/** Adds an entry to the actor's own organisation; a name it has already (any letter case) is refused. */
export async function addEntry<Entry extends { id: string }>(
  list: OrganisationList<Entry>,
  tenant: TenantContext,
  input: Omit<Entry, 'id'>,
): Promise<Entry> {
  const { organisationId } = tenant;
  return tenant
    .run(async (tx) => {
      const entry = await list.statements.insert(tx, { organizationId: organisationId, ...input });
      const { id, ...details } = entry;
      await recordEvent(tx, tenant, { name: list.audit.added, subjectId: id, data: details });
      return entry;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(list.texts.exists, 'DUPLICATE');
      throw error;
    });
}

/** Removes one of the actor's organisation's entries; another organisation's id answers 404. */
export function removeEntry<Entry extends { id: string }>(
  list: OrganisationList<Entry>,
  tenant: TenantContext,
  id: string,
): Promise<void> {
  return deleteWithAudit(tenant, {
    id,
    remove: list.statements.remove,
    notFoundMessage: list.texts.notFound,
    event: list.audit.removed,
    details: (removed) => ({ [list.name]: removed[list.name] }),
  });
}
