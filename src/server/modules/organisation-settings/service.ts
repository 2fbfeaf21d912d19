import { messages } from '@/domain/messages';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import { lockOrganisationRecords } from '@/server/db/organisation-lock';
import { notFound } from '@/server/errors';
import { resumeBudgetPausedBatches } from '@/server/modules/bulk-intakes';
import type { Services } from '@/server/services';
import { type OrganisationSettings, readSettings, updateSettings } from './queries';

type Deps = Pick<Services, 'db' | 'jobs'>;

/** The settings of the admin's own organisation. */
export async function loadOwnSettings(tenant: TenantContext) {
  const settings = await tenant.run((tx) => readSettings(tx, tenant.organisationId));
  if (!settings) throw notFound(messages.organisationNotFound);
  return settings;
}

/**
 * Changes the settings the admin named, the others staying as they are; audited in the same transaction. The tenant
 * role may only read its organisation's row, so the change is the owner's work. A new search budget is written under
 * the budget lock the searches take, and wakes the bulk uploads paused at the old one.
 */
export async function changeOwnSettings(
  deps: Deps,
  tenant: TenantContext,
  change: Partial<OrganisationSettings>,
) {
  const { organisationId } = tenant;
  const budgetChanges = change.searchMonthlyBudget !== undefined;
  return deps.db.transaction(async (tx) => {
    if (budgetChanges) await lockOrganisationRecords(tx, 'search-budget', organisationId);
    const settings = await updateSettings(tx, organisationId, change);
    if (!settings) throw notFound(messages.organisationNotFound);
    if (budgetChanges) await resumeBudgetPausedBatches(deps, tx, organisationId);
    await recordEvent(tx, tenant, {
      name: 'organisation.settings_changed',
      subjectId: organisationId,
      data: { ...change },
    });
    return settings;
  });
}
