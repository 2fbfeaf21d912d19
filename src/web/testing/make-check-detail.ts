import type { CheckDetail, Recheck } from '@/web/api/checks';
import type { CheckSummary } from '@/web/features/claims-review/api/list-checks';
import { CLEAN_IMEI, makeCheck, makeReport } from './make-check';

export function makeSummary(overrides: Partial<CheckSummary> = {}): CheckSummary {
  return {
    id: 'check-1',
    imei: CLEAN_IMEI,
    reference: 'CLM-42',
    claimType: 'Accidental Damage',
    createdAt: '2025-03-04T10:15:30.000Z',
    deviceMake: 'APPLE',
    deviceModel: 'IPHONE 7',
    ...overrides,
  };
}

export function makeRecheck(overrides: Partial<Recheck> = {}): Recheck {
  return {
    id: 'recheck-1',
    checkedAt: '2025-03-05T09:00:00.000Z',
    checkedBy: { id: 'u2', email: 'admin@demo.test', name: 'Sam Admin' },
    lockStatus: 'activated',
    isBlocked: true,
    claimsCount: 2,
    fullResponse: { recheck: 1 },
    ...overrides,
  };
}

export function makeCheckDetail(overrides: Partial<CheckDetail> = {}): CheckDetail {
  return {
    ...makeCheck({
      report: makeReport({
        lastKnownCarriers: [
          { network: 'Verizon Wireless', recordDate: '2024-06-01 10:00:00' },
          { network: 'EE', recordDate: null },
        ],
        raw: { provider: 'original', imei: CLEAN_IMEI },
      }),
    }),
    isTotalLoss: false,
    carrier: null,
    rechecks: [],
    ...overrides,
  };
}
