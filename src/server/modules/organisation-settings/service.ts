import { messages } from '@/domain/messages';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import { notFound } from '@/server/errors';
import type { Services } from '@/server/services';
import { type OrganisationSettings, readSettings, updateSettings } from './queries';

type Deps = Pick<Services, 'db'>;

/** The settings of the admin's own organisation. */
export async function loadOwnSettings(tenant: TenantContext) {
  const settings = await tenant.run((tx) => readSettings(tx, tenant.organisationId));
  if (!settings) throw notFound(messages.organisationNotFound);
  return settings;
}

/**
 * Changes the settings the admin named, the others staying as they are; audited in the same transaction. The tenant
 * role may only read its organisation's row, so the change is the owner's work.
 */
export async function changeOwnSettings(
  deps: Deps,
  tenant: TenantContext,
  change: Partial<OrganisationSettings>,
) {
  const { organisationId } = tenant;
  return deps.db.transaction(async (tx) => {
    const settings = await updateSettings(tx, organisationId, change);
    if (!settings) throw notFound(messages.organisationNotFound);
    await recordEvent(
      tx,
      { organisationId, actorUserId: tenant.userId },
      {
        name: 'organisation.settings_changed',
        subjectId: organisationId,
        data: { ...change },
      },
    );
    return settings;
  });
}
