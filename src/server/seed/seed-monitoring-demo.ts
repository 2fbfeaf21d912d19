import { eq } from 'drizzle-orm';
import { imeiMatchKey } from '@/domain/imei';
import type { MonitoringBaseline } from '@/domain/monitoring-baseline';
import type { Database } from '@/server/db/client';
import { settledClaims } from '@/server/db/schema/checks';
import { claims } from '@/server/db/schema/claims';
import { watchedDevices } from '@/server/db/schema/monitoring';
import { organizations } from '@/server/db/schema/organisations';

/** The simulator's monitoring-demo IMEI: it always answers recovered (unblocked, lock off, found). */
export const MONITORING_DEMO_IMEI = '353328110000385';
const DAY_MS = 86_400_000;

/** The device as it was when the demo claim was settled: reported stolen, blocked, lock lost. */
const STOLEN_AT_SETTLEMENT: MonitoringBaseline = {
  isBlocked: true,
  lockStatus: 'lost',
  foundRecords: 0,
  claims: [],
  earlierSearches: 0,
  certificate: 'red',
};

/**
 * Demo Insurance opts in to monitoring (500 searches a month, 90 days, weekly) and has one settled theft claim whose
 * device is watched and due: its first monitoring run (the Org Admin Panel's "Run monitoring now") raises alerts,
 * because the simulator now answers that the stolen phone was unblocked and found. Dev and browser demo data only:
 * the server tests' demo data stays without it.
 */
export async function seedMonitoringDemo(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [org] = await tx
      .update(organizations)
      .set({ monitoringMonthlyBudget: 500, monitoringWatchDays: 90, monitoringInterval: 'weekly' })
      .where(eq(organizations.domain, 'demo.test'))
      .returning({ id: organizations.id });
    if (!org) return;
    const settledAt = new Date(Date.now() - 10 * DAY_MS);
    const device = {
      organizationId: org.id,
      imei: MONITORING_DEMO_IMEI,
      imeiKey: imeiMatchKey(MONITORING_DEMO_IMEI),
    };
    const [claim] = await tx
      .insert(claims)
      .values({ ...device, status: 'accepted', acceptedAt: settledAt })
      .returning({ id: claims.id });
    const [settled] = await tx
      .insert(settledClaims)
      .values({
        ...device,
        claimId: claim?.id ?? null,
        deviceMake: 'APPLE',
        deviceModel: 'IPHONE 7',
        claimType: 'Theft',
        claimDate: settledAt.toISOString().slice(0, 10),
        claimReference: 'CLM-DEMO-0385',
        registryStatus: 'off',
        settledAt,
      })
      .returning({ id: settledClaims.id });
    if (!settled) return;
    await tx.insert(watchedDevices).values({
      ...device,
      settledClaimId: settled.id,
      role: 'claimed',
      deviceMake: 'APPLE',
      deviceModel: 'IPHONE 7',
      claimReference: 'CLM-DEMO-0385',
      settledAt,
      baseline: STOLEN_AT_SETTLEMENT,
      watchUntil: new Date(settledAt.getTime() + 90 * DAY_MS),
      nextDueAt: new Date(settledAt.getTime() + 7 * DAY_MS),
    });
  });
}
