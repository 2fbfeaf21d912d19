import type { CheckDetail, CheckSummary, Recheck } from '@/domain/contracts/checks';
import { CHECK_ID, CLEAN_IMEI, FAST_TRACK_TRIAGE, makeCheck, makeReport } from './make-check';

/** A new claim nobody has taken, due a day after its intake. */
export const UNASSIGNED: CheckSummary['assignment'] = {
  assignee: null,
  status: 'new',
  dueAt: '2025-03-05T10:15:30.000Z',
  overdue: false,
};

const otherClaim = (claimReference: string) => ({
  claimDate: '2025-03-01 00:00:00',
  insurer: 'Other Insurer plc',
  claimType: 'logged',
  claimReference,
  contactNumber: null,
});

export function makeSummary(overrides: Partial<CheckSummary> = {}): CheckSummary {
  return {
    id: CHECK_ID,
    imei: CLEAN_IMEI,
    reference: 'CLM-42',
    claimType: 'Accidental Damage',
    createdAt: '2025-03-04T10:15:30.000Z',
    deviceMake: 'APPLE',
    deviceModel: 'IPHONE 7',
    verdict: { result: 'green', warnings: 0 },
    triage: FAST_TRACK_TRIAGE,
    assignment: UNASSIGNED,
    ...overrides,
  };
}

export function makeRecheck(overrides: Partial<Recheck> = {}): Recheck {
  return {
    id: '0c1d2e3f-0000-4000-8000-0000000d0001',
    checkedAt: '2025-03-05T09:00:00.000Z',
    checkedBy: { id: '0c1d2e3f-0000-4000-8000-000000000003', email: 'admin@demo.test', name: 'Sam Admin' },
    lockStatus: 'activated',
    isBlocked: true,
    claimsCount: 2,
    fullResponse: { recheck: 1 },
    // The same facts as the columns above, in the intake report's form.
    report: makeReport({
      lockStatus: 'activated',
      isLockActive: true,
      isBlocked: true,
      certificate: { result: 'red', id: 'CERT-RECHECK-1' },
      claims: [otherClaim('OI-1'), otherClaim('OI-2')],
    }),
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
    state: 'open',
    statusCheckedAt: '2025-03-04T10:15:30.000Z',
    isTotalLoss: false,
    carrier: null,
    rechecks: [],
    assignment: UNASSIGNED,
    ...overrides,
  };
}
