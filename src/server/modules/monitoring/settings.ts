import type { MonitoringSettingsChange } from '@/domain/contracts/monitoring';
import { messages } from '@/domain/messages';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import type { TenantTx } from '@/server/db/tenant';
import { notFound } from '@/server/errors';
import type { Services } from '@/server/services';
import {
  countSearches,
  readMonitoringSettings,
  readWatchTallies,
  type StoredMonitoringSettings,
  updateMonitoringSettings,
} from './settings-queries';

type Deps = Pick<Services, 'db'>;

/** The settings with this month's spend, the devices watched, the last search and the searches under way. */
async function settingsReply(tx: TenantTx, organisationId: string, settings: StoredMonitoringSettings) {
  const now = new Date();
  const { spent, inProgress } = await countSearches(tx, organisationId, now);
  const { watchedDevices, lastRunAt } = await readWatchTallies(tx, organisationId, now);
  return {
    ...settings,
    spentThisMonth: spent,
    remainingThisMonth: Math.max(0, settings.monthlyBudget - spent),
    watchedDevices,
    lastRunAt,
    searchesInProgress: inProgress,
  };
}

export async function loadMonitoringSettings(tenant: TenantContext) {
  return tenant.read(async (tx) => {
    const settings = await readMonitoringSettings(tx, tenant.organisationId);
    if (!settings) throw notFound(messages.organisationNotFound);
    return settingsReply(tx, tenant.organisationId, settings);
  });
}

/**
 * Changes the settings the admin named, audited in the same transaction (the owner's work: the tenant role may only
 * read its organisation's row). A new watch period or interval applies to claims settled from now on.
 */
export async function changeMonitoringSettings(
  deps: Deps,
  tenant: TenantContext,
  change: MonitoringSettingsChange,
) {
  const { organisationId } = tenant;
  const settings = await deps.db.transaction(async (tx) => {
    const changed = await updateMonitoringSettings(tx, organisationId, change);
    if (!changed) throw notFound(messages.organisationNotFound);
    await recordEvent(tx, tenant, {
      name: 'monitoring.settings_changed',
      subjectId: organisationId,
      data: { ...change },
    });
    return changed;
  });
  return tenant.read((tx) => settingsReply(tx, organisationId, settings));
}
