import type { DeviceStatusSummary } from '@/domain/device-status-summary';
import type { SettledClaimDetail, SettledClaimRow } from '@/web/features/settled-claims/api/settled-claims';

export function makeSettledRow(overrides: Partial<SettledClaimRow> = {}): SettledClaimRow {
  return {
    id: 'settled-1',
    settledAt: '2025-03-04T10:15:30.000Z',
    imei: '353328110000013',
    deviceMake: 'APPLE',
    deviceModel: 'IPHONE 7',
    claimType: 'Accidental Damage',
    replacement: {
      imei: '356938035643809',
      make: 'Samsung',
      model: 'Galaxy S24',
      color: 'Black',
      storage: '256GB',
    },
    settledBy: 'Alex Admin',
    registryStatus: 'registered',
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
    claimReference: 'CLM-2025-0042',
    settledByEmail: 'alex@acme.test',
    registry: {
      status: 'registered',
      transactionId: 'TX-778812',
      error: null,
      updatedAt: '2025-03-04T10:16:02.000Z',
    },
    ...overrides,
  };
}
