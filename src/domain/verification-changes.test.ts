import { describe, expect, it } from 'vitest';
import { makeDeviceReport } from '../../tests/fixtures/make-device-report';
import { listVerificationChanges } from './verification-changes';

const report = makeDeviceReport;
const stolen = { recordDate: null, force: 'Met', crimeReference: null, reportedBy: null };
const lost = { recordDate: null, reportedBy: null, reference: 'L1' };

describe('listVerificationChanges', () => {
  it('finds nothing when the device looks the same (other fields may differ)', () => {
    expect(
      listVerificationChanges(report(), report({ claims: [], certificate: { result: 'red', id: 'C2' } })),
    ).toEqual([]);
  });

  it.each([
    [{ lockStatus: 'activated' as const }, 'Lock status: notactivated → activated'],
    [{ isBlocked: true }, 'GSMA Blacklist: Clear → Blocked'],
    [{ stolen: [stolen] }, 'Stolen records: none → reported'],
    [{ lost: [lost] }, 'Lost records: none → reported'],
  ])('words a change of %o', (current, change) => {
    expect(listVerificationChanges(report(), report(current))).toEqual([change]);
  });

  it.each([{ lockStatus: null }, { isBlocked: null }, { stolen: null }, { lost: null }])(
    'does not take a fact the provider stopped reporting for a change: %o',
    (current) => {
      expect(listVerificationChanges(report(), report(current))).toEqual([]);
      expect(listVerificationChanges(report(current), report())).toEqual([]);
    },
  );

  it('lists every change, and changes back as well', () => {
    const before = report({ isBlocked: true, stolen: [stolen] });
    expect(listVerificationChanges(before, report({ lockStatus: 'lost', lost: [lost] }))).toEqual([
      'Lock status: notactivated → lost',
      'GSMA Blacklist: Blocked → Clear',
      'Stolen records: reported → none',
      'Lost records: none → reported',
    ]);
  });
});
