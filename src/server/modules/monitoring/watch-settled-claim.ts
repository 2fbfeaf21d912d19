import { imeiMatchKey } from '@/domain/imei';
import type { MonitoringBaseline } from '@/domain/monitoring-baseline';
import { watchedDevices } from '@/server/db/schema/monitoring';
import type { TenantTx } from '@/server/db/tenant';
import { nextDue } from './month';
import { readMonitoringSettings } from './settings-queries';

interface WatchedDevice {
  imei: string;
  make: string | null;
  model: string | null;
}

/**
 * Part of the settle transaction: puts the claimed device (with its status at settlement as the baseline) and its
 * replacement (no baseline yet: its first search sets it) on the watch list, when the organisation watches settled
 * devices (watch days above 0). Each is first due one interval after settlement.
 */
export async function watchSettledClaim(
  tx: TenantTx,
  claim: {
    organisationId: string;
    settledClaimId: string;
    claimReference: string | null;
    settledAt: Date;
    claimed: WatchedDevice & { baseline: MonitoringBaseline };
    replacement: WatchedDevice | null;
  },
): Promise<void> {
  const settings = await readMonitoringSettings(tx, claim.organisationId);
  if (!settings || settings.watchDays === 0) return;
  const shared = {
    organizationId: claim.organisationId,
    settledClaimId: claim.settledClaimId,
    claimReference: claim.claimReference,
    settledAt: claim.settledAt,
    watchUntil: new Date(claim.settledAt.getTime() + settings.watchDays * 86_400_000),
    nextDueAt: nextDue(claim.settledAt, settings.interval),
  };
  const device = (role: 'claimed' | 'replacement', { imei, make, model }: WatchedDevice) => ({
    ...shared,
    role,
    imei,
    imeiKey: imeiMatchKey(imei),
    deviceMake: make,
    deviceModel: model,
  });
  await tx
    .insert(watchedDevices)
    .values([
      { ...device('claimed', claim.claimed), baseline: claim.claimed.baseline },
      ...(claim.replacement ? [{ ...device('replacement', claim.replacement), baseline: null }] : []),
    ]);
}
