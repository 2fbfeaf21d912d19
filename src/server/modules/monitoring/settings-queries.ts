import { and, eq, gt, max, or, sql } from 'drizzle-orm';
import type { MonitoringInterval, MonitoringWatchDays } from '@/domain/monitoring';
import type { Transaction } from '@/server/db/client';
import { monitoringSearches, watchedDevices } from '@/server/db/schema/monitoring';
import { organizations } from '@/server/db/schema/organisations';
import type { TenantTx } from '@/server/db/tenant';
import { monthOf } from '@/server/modules/device-searches';

/** An organisation's monitoring settings, as stored. */
export interface StoredMonitoringSettings {
  watchDays: MonitoringWatchDays;
  interval: MonitoringInterval;
  monthlyBudget: number;
  dailyDigest: boolean;
}

const settingsColumns = {
  watchDays: sql<MonitoringWatchDays>`${organizations.monitoringWatchDays}`,
  interval: organizations.monitoringInterval,
  monthlyBudget: organizations.monitoringMonthlyBudget,
  dailyDigest: organizations.monitoringDailyDigest,
};

export async function readMonitoringSettings(tx: TenantTx, organisationId: string) {
  const [row] = await tx
    .select(settingsColumns)
    .from(organizations)
    .where(eq(organizations.id, organisationId));
  return row;
}

/** The owner's statement: the tenant role may read its organisation's row but not change it. */
export async function updateMonitoringSettings(
  tx: Transaction,
  organisationId: string,
  change: Partial<StoredMonitoringSettings>,
) {
  const [row] = await tx
    .update(organizations)
    .set({
      monitoringWatchDays: change.watchDays,
      monitoringInterval: change.interval,
      monitoringMonthlyBudget: change.monthlyBudget,
      monitoringDailyDigest: change.dailyDigest,
    })
    .where(eq(organizations.id, organisationId))
    .returning(settingsColumns);
  return row;
}

/**
 * Searches spent this month (queued and done slots: a failed slot gives its search back), and the searches queued and
 * not yet answered (a run in progress).
 */
export async function countSearches(tx: TenantTx, organisationId: string, now: Date) {
  const month = monthOf(now);
  const [row] = await tx
    .select({
      spent: sql<number>`count(*) filter (where ${monitoringSearches.month} = ${month} and ${monitoringSearches.state} <> 'failed')::int`,
      inProgress: sql<number>`count(*) filter (where ${monitoringSearches.state} = 'queued')::int`,
    })
    .from(monitoringSearches)
    .where(
      and(
        eq(monitoringSearches.organizationId, organisationId),
        or(eq(monitoringSearches.month, month), eq(monitoringSearches.state, 'queued')),
      ),
    );
  return { spent: Number(row?.spent ?? 0), inProgress: Number(row?.inProgress ?? 0) };
}

/** Devices watched now, and when monitoring last searched one. */
export async function readWatchTallies(tx: TenantTx, organisationId: string, now: Date) {
  const [row] = await tx
    .select({
      watched: sql<number>`count(*) filter (where ${gt(watchedDevices.watchUntil, now)})::int`,
      lastRunAt: max(watchedDevices.lastSearchedAt),
    })
    .from(watchedDevices)
    .where(eq(watchedDevices.organizationId, organisationId));
  return { watchedDevices: Number(row?.watched ?? 0), lastRunAt: row?.lastRunAt ?? null };
}
