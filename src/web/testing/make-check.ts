import type { CheckView } from '@/domain/contracts/checks';
import type { ClaimType } from '@/domain/contracts/organisation-lists';
import type { DeviceReport } from '@/domain/device-report';
import { BLOCKED_DEVICE_HISTORY, makeDeviceReport } from '../../../tests/fixtures/make-device-report';

/** Luhn-valid sample IMEIs (the simulator's clean and blocked scenarios). */
export const CLEAN_IMEI = '353328110000013';
export const BLOCKED_IMEI = '353328110000021';

export const CLAIM_TYPES: ClaimType[] = [
  { id: '00000000-0000-4000-8000-000000000001', claimType: 'Accidental Damage', isTotalLoss: false },
  { id: '00000000-0000-4000-8000-000000000002', claimType: 'Theft', isTotalLoss: true },
];

/** A clean device: green, not blocked, lock not activated, nothing on record. */
export const makeReport = makeDeviceReport;

/** A device with every warning sign the intake screen can show. */
export function makeBlockedReport(): DeviceReport {
  return makeReport({
    serial: BLOCKED_IMEI,
    lockStatus: 'activated',
    isLockActive: true,
    isBlocked: true,
    blockHistory: BLOCKED_DEVICE_HISTORY,
    certificate: { result: 'red', id: 'CERT-2002' },
    certificateLastSearched: { date: '2024-05-11 16:20:00' },
    earlierSearches: [
      { searchDate: '2024-05-02 14:05:00', insurer: 'Insurer A', contactNumber: '0300 000 0002' },
      { searchDate: '2024-05-11 16:20:00', insurer: 'Insurer C', contactNumber: null },
    ],
    stolen: [
      {
        recordDate: '2024-03-03 22:10:00',
        force: 'bedfordshire',
        crimeReference: 'BF/08/1090',
        reportedBy: 'POLICE',
      },
    ],
    lost: [{ recordDate: '2024-01-20 08:30:00', reportedBy: 'OWNER', reference: 'LP-5521' }],
    claims: [
      {
        claimDate: '2024-02-01 00:00:00',
        insurer: 'Other Insurer plc',
        claimType: 'settled',
        claimReference: 'OI-77812',
        contactNumber: null,
      },
    ],
  });
}

/** The default rules' triage of a clean device. */
export const FAST_TRACK_TRIAGE: CheckView['triage'] = {
  score: 0,
  route: 'fast-track',
  reasons: [],
  ruleSetVersion: 0,
};

/** The check `makeCheck`, `makeSummary` and `makeCheckDetail` give unless told otherwise. */
export const CHECK_ID = '0c1d2e3f-0000-4000-8000-0000000c0001';

/** A check id for the `n`th of several made-up checks. */
export const checkId = (n: number) => `0c1d2e3f-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeCheck(overrides: Partial<CheckView> = {}): CheckView {
  return {
    id: CHECK_ID,
    imei: CLEAN_IMEI,
    reference: 'CLM-42',
    claimType: 'Accidental Damage',
    fnol: false,
    lossDate: null,
    createdAt: '2025-03-04T10:15:30.000Z',
    checkedBy: { id: '0c1d2e3f-0000-4000-8000-000000000001', email: 'member@demo.test', name: 'Jo Smith' },
    report: makeReport(),
    triage: FAST_TRACK_TRIAGE,
    ...overrides,
  };
}
