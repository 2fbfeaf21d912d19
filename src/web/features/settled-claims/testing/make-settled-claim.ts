import type { SettledClaimDetail, SettledClaimRow } from '@/domain/contracts/settled-claims';
import type { DeviceStatusSummary } from '@/domain/device-status-summary';
import { makeBlockedReport, makeReport } from '@/web/testing/make-check';

/** The settled claim `makeSettledRow` and `makeSettledDetail` give unless told otherwise. */
export const SETTLED_CLAIM_ID = '0c1d2e3f-0000-4000-8000-0000005e0001';

/** An id for the `n`th of several made-up settled claims. */
export const settledClaimId = (n: number) => `0c1d2e3f-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeSettledRow(overrides: Partial<SettledClaimRow> = {}): SettledClaimRow {
  return {
    id: SETTLED_CLAIM_ID,
    checkId: '0c1d2e3f-0000-4000-8000-0000000c0001',
    settledAt: '2025-03-04T10:15:30.000Z',
    imei: '353328110000013',
    deviceMake: 'APPLE',
    deviceModel: 'IPHONE 7',
    claimType: 'Accidental Damage',
    claimReference: 'CLM-1001',
    replacement: {
      imei: '356938035643809',
      make: 'Samsung',
      model: 'Galaxy S24',
      color: 'Black',
      storage: '256GB',
    },
    settledBy: 'Alex Admin',
    registryStatus: 'registered',
    verdict: { result: 'red', warnings: 2 },
    ...overrides,
  };
}

export function makeDeviceStatus(overrides: Partial<DeviceStatusSummary> = {}): DeviceStatusSummary {
  return {
    findMyIphoneStatus: 'activated',
    findMyIphoneActive: true,
    isBlocked: false,
    hasClaims: true,
    isStolen: false,
    isLost: true,
    checkmendActivity: [{ searchType: 'Certificate search', date: '2025-02-01 09:30:00' }],
    ...overrides,
  };
}

/** A claim settled on an unchanged re-verification and registered with the registry. */
export function makeSettledDetail(overrides: Partial<SettledClaimDetail> = {}): SettledClaimDetail {
  return {
    ...makeSettledRow(),
    notes: 'Screen replaced under warranty',
    isTotalLoss: false,
    fullCheckData: makeDeviceStatus(),
    statusAtSettlement: makeDeviceStatus(),
    overriddenChanges: [],
    overrideReason: null,
    verificationId: '0c1d2e3f-0000-4000-8000-0000000f0001',
    claimReference: 'CLM-2025-0042',
    settledByEmail: 'alex@acme.test',
    registry: {
      status: 'registered',
      transactionId: 'TX-778812',
      error: null,
      updatedAt: '2025-03-04T10:16:02.000Z',
    },
    // Clean at intake; blocked by its latest search (monitoring, after the settlement).
    intakeReport: { report: makeReport(), checkedAt: '2025-03-01T09:00:00.000Z' },
    currentReport: { report: makeBlockedReport(), checkedAt: '2025-04-01T08:00:00.000Z' },
    ...overrides,
  };
}
