import { describe, expect, it } from 'vitest';
import { makeDeviceReport } from '../../tests/fixtures/make-device-report';
import { compareDeviceReports } from './verification-changes';

const report = makeDeviceReport;
const stolen = { recordDate: null, force: 'Met', crimeReference: null, reportedBy: null };
const lost = { recordDate: null, reportedBy: null, reference: 'L1' };
const found = { recordDate: null, organisation: 'Lost property', contactNumber: null };
const owner = { recordDate: null, registeredBy: 'Someone', contactNumber: null };
const claim = {
  claimDate: null,
  insurer: 'Other',
  claimType: null,
  claimReference: null,
  contactNumber: null,
};
const search = { searchDate: null, insurer: 'Other', contactNumber: null };

describe('compareDeviceReports', () => {
  it('finds nothing when every decision fact is the same (other fields may differ)', () => {
    expect(compareDeviceReports(report(), report({ make: 'Other', lastKnownCarriers: [] }))).toEqual({
      changes: [],
      notCompared: [],
    });
  });

  it.each([
    [{ certificate: { result: 'red' as const, id: 'C2' } }, 'Verdict: green → red'],
    [{ isBlocked: true }, 'GSMA Blacklist: Clear → Blocked'],
    [{ lockStatus: 'activated' as const }, 'Lock status: notactivated → activated'],
    [{ stolen: [stolen] }, 'Stolen records: 0 → 1'],
    [{ lost: [lost] }, 'Lost records: 0 → 1'],
    [{ found: [found] }, 'Found records: 0 → 1'],
    [{ ownership: [owner] }, 'Ownership records: 0 → 1'],
    [{ claims: [claim] }, 'Claims found: 0 → 1'],
    [{ earlierSearches: [search] }, 'Searches by other insurers: 0 → 1'],
  ])('words a change of %o', (current, change) => {
    expect(compareDeviceReports(report(), report(current))).toEqual({ changes: [change], notCompared: [] });
  });

  it.each([
    [{ lockStatus: null }, 'Lock status'],
    [{ isBlocked: null }, 'GSMA Blacklist'],
    [{ stolen: null }, 'Stolen records'],
    [{ ownership: null }, 'Ownership records'],
    [{ earlierSearches: null }, 'Searches by other insurers'],
  ])('lists a fact either side left out as not compared, never as unchanged: %o', (current, label) => {
    expect(compareDeviceReports(report(), report(current))).toEqual({ changes: [], notCompared: [label] });
    expect(compareDeviceReports(report(current), report())).toEqual({ changes: [], notCompared: [label] });
  });

  it('lists every change, and changes back as well', () => {
    const before = report({ isBlocked: true, stolen: [stolen] });
    const after = report({ lockStatus: 'lost', lost: [lost], claims: [claim, claim] });
    expect(compareDeviceReports(before, after).changes).toEqual([
      'GSMA Blacklist: Blocked → Clear',
      'Lock status: notactivated → lost',
      'Stolen records: 1 → 0',
      'Lost records: 0 → 1',
      'Claims found: 0 → 2',
    ]);
  });
});
