import { describe, expect, it } from 'vitest';
import { makeDeviceReport, UNREPORTED_STATUS } from '../../tests/fixtures/make-device-report';
import type {
  ClaimRecord,
  DeviceReport,
  EarlierSearch,
  LockStatus,
  LostRecord,
  StolenRecord,
} from './device-report';
import { type DeviceStatusSummary, summariseDeviceStatus } from './device-status-summary';

const report = makeDeviceReport;
const claim: ClaimRecord = {
  claimDate: '2023-11-02',
  insurer: 'Acme Insurance',
  claimType: 'Theft',
  claimReference: 'AC-1',
  contactNumber: null,
};
const stolen: StolenRecord = { recordDate: null, force: 'Met', crimeReference: 'CR-9', reportedBy: null };
const lost: LostRecord = { recordDate: null, reportedBy: null, reference: 'L1' };
const search = (insurer: string | null, searchDate: string | null): EarlierSearch => ({
  insurer,
  searchDate,
  contactNumber: null,
});

describe('summariseDeviceStatus: the device as it was when its claim was decided', () => {
  it('summarises a clean device: nothing on record, lock not active, no searches', () => {
    expect(summariseDeviceStatus(report())).toEqual({
      findMyIphoneStatus: 'notactivated',
      findMyIphoneActive: false,
      isBlocked: false,
      hasClaims: false,
      isStolen: false,
      isLost: false,
      checkmendActivity: [],
    });
  });

  it('keeps a device the provider said nothing about as not reported, never as clean', () => {
    expect(
      summariseDeviceStatus(
        report({
          lockStatus: null,
          isBlocked: null,
          claims: null,
          stolen: null,
          lost: null,
          earlierSearches: null,
          certificateLastSearched: null,
        }),
      ),
    ).toEqual(UNREPORTED_STATUS);
  });

  it.each([
    ['activated', true],
    ['lost', true],
    ['notapplicable', false],
  ] as const)('keeps the lock status %s (active: %s)', (lockStatus, isLockActive) => {
    expect(summariseDeviceStatus(report({ lockStatus, isLockActive }))).toMatchObject({
      findMyIphoneStatus: lockStatus,
      findMyIphoneActive: isLockActive,
    });
  });

  it.each<[string, Partial<DeviceReport>, Partial<DeviceStatusSummary>]>([
    ['blocked', { isBlocked: true }, { isBlocked: true }],
    ['with claims on record', { claims: [claim] }, { hasClaims: true }],
    ['with claims not reported', { claims: null }, { hasClaims: null }],
    ['stolen', { stolen: [stolen] }, { isStolen: true }],
    ['with stolen records not reported', { stolen: null }, { isStolen: null }],
  ])('says a device %s', (_case, overrides, expected) => {
    expect(summariseDeviceStatus(report(overrides))).toMatchObject(expected);
  });

  it.each<[string, LockStatus | null, LostRecord[] | null, boolean | null]>([
    ['lost records', 'notactivated', [lost], true],
    ['no lost records', 'notactivated', [], false],
    ['lost records not reported', 'notactivated', null, null],
    ['lost records not reported and the status not reported', null, null, null],
    ['a lock marked lost and lost records not reported', 'lost', null, true],
    ['a lock marked lost and no lost records', 'lost', [], true],
    ['an activated lock and no lost records', 'activated', [], false],
    ['an activated lock and lost records not reported', 'activated', null, null],
  ])('calls a device with %s lost: %s', (_case, lockStatus, lostRecords, isLost) => {
    expect(summariseDeviceStatus(report({ lockStatus, lost: lostRecords }))).toMatchObject({ isLost });
  });

  it.each([
    ['never searched, no insurer searches', { date: null }, [], []],
    [
      'searched on the certificate service',
      { date: '2024-05-01 10:15:00' },
      [],
      [{ searchType: 'Certificate search', date: '2024-05-01 10:15:00' }],
    ],
    [
      'searched by insurers, one unnamed',
      null,
      [search('Acme Insurance', '2024-04-30 09:00:00'), search(null, null)],
      [
        { searchType: 'Insurer search (Acme Insurance)', date: '2024-04-30 09:00:00' },
        { searchType: 'Insurer search (Not Known)', date: null },
      ],
    ],
    [
      'searched on the certificate service first, then by an insurer',
      { date: '2024-05-01 10:15:00' },
      [search('Acme Insurance', '2024-04-30 09:00:00')],
      [
        { searchType: 'Certificate search', date: '2024-05-01 10:15:00' },
        { searchType: 'Insurer search (Acme Insurance)', date: '2024-04-30 09:00:00' },
      ],
    ],
    [
      'searched on the certificate service, insurer searches not reported',
      { date: '2024-05-01' },
      null,
      null,
    ],
  ] as const)(
    'lists the search activity of a device %s',
    (_case, lastSearched, earlierSearches, expected) => {
      const summary = summariseDeviceStatus(
        report({
          certificateLastSearched: lastSearched,
          earlierSearches: earlierSearches && [...earlierSearches],
        }),
      );
      expect(summary.checkmendActivity).toEqual(expected);
    },
  );
});
