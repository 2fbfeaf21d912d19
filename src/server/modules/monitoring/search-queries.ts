import { and, eq } from 'drizzle-orm';
import type { MonitoringBaseline } from '@/domain/monitoring-baseline';
import type { MonitoringChange } from '@/domain/monitoring-changes';
import { settledClaims } from '@/server/db/schema/checks';
import { alerts, monitoringSearches, watchedDevices } from '@/server/db/schema/monitoring';
import { organizations } from '@/server/db/schema/organisations';
import type { TenantTx } from '@/server/db/tenant';

/** A queued slot with its watch and what the search needs of the organisation; none once done, failed or deleted. */
export async function readQueuedSlot(tx: TenantTx, organisationId: string, searchId: string) {
  const [row] = await tx
    .select({
      watch: watchedDevices,
      organisationName: organizations.name,
      interval: organizations.monitoringInterval,
      registryStatus: settledClaims.registryStatus,
    })
    .from(monitoringSearches)
    .innerJoin(watchedDevices, eq(watchedDevices.id, monitoringSearches.watchedDeviceId))
    .innerJoin(settledClaims, eq(settledClaims.id, watchedDevices.settledClaimId))
    .innerJoin(organizations, eq(organizations.id, monitoringSearches.organizationId))
    .where(
      and(
        eq(monitoringSearches.organizationId, organisationId),
        eq(monitoringSearches.id, searchId),
        eq(monitoringSearches.state, 'queued'),
      ),
    );
  return row;
}
export type QueuedSlot = NonNullable<Awaited<ReturnType<typeof readQueuedSlot>>>;

/**
 * Ends a queued slot: done, unanswered (failed, but it may have been charged: it stays spent) or failed (given back);
 * false when another worker already ended it.
 */
export async function endSlot(
  tx: TenantTx,
  searchId: string,
  state: 'done' | 'unanswered' | 'failed',
  at: Date,
) {
  const ended = await tx
    .update(monitoringSearches)
    .set({ state, searchedAt: at })
    .where(and(eq(monitoringSearches.id, searchId), eq(monitoringSearches.state, 'queued')))
    .returning({ id: monitoringSearches.id });
  return ended.length > 0;
}

export async function updateWatch(
  tx: TenantTx,
  watchId: string,
  change: {
    nextDueAt: Date;
    failedSearches: number;
    lastSearchedAt?: Date;
    baseline?: MonitoringBaseline;
    baselineAt?: Date;
  },
) {
  await tx.update(watchedDevices).set(change).where(eq(watchedDevices.id, watchId));
}

/** The changes the watch already raised an alert for (kind and new value), so a lasting change alerts once. */
export async function readRaisedChanges(tx: TenantTx, watchId: string) {
  return tx
    .select({ kind: alerts.kind, after: alerts.afterValue })
    .from(alerts)
    .where(eq(alerts.watchedDeviceId, watchId));
}

export async function insertAlerts(
  tx: TenantTx,
  watch: QueuedSlot['watch'],
  changes: MonitoringChange[],
  at: Date,
) {
  return tx
    .insert(alerts)
    .values(
      changes.map((change) => ({
        organizationId: watch.organizationId,
        watchedDeviceId: watch.id,
        settledClaimId: watch.settledClaimId,
        kind: change.kind,
        imei: watch.imei,
        imeiKey: watch.imeiKey,
        deviceMake: watch.deviceMake,
        deviceModel: watch.deviceModel,
        watchedDevice: watch.role,
        claimReference: watch.claimReference,
        settledAt: watch.settledAt,
        changeLabel: change.label,
        beforeValue: change.before,
        afterValue: change.after,
        detectedAt: at,
      })),
    )
    .returning({ id: alerts.id, kind: alerts.kind });
}
