import { describe, expect, it } from 'vitest';
import { makeDeviceReport, UNREPORTED_FACTS } from '../../tests/fixtures/make-device-report';
import { listUnreported, listWarnings, verdictOf } from './report-verdict';

const record = { recordDate: null, reportedBy: null, reference: null };
const claim = {
  claimDate: null,
  insurer: 'Acme',
  claimType: null,
  claimReference: null,
  contactNumber: null,
};
const stolen = { recordDate: null, force: null, crimeReference: null, reportedBy: null };
const found = { recordDate: null, organisation: null, contactNumber: null };

/** A report with every danger signal the overview names. */
const everythingWrong = makeDeviceReport({
  isWellFormedImei: false,
  claims: [claim],
  isBlocked: true,
  lockStatus: 'activated',
  isLockActive: true,
  certificate: { result: 'red', id: 'C-9' },
  stolen: [stolen],
  found: [found],
  lost: [record],
});

describe('listWarnings: the overview above a report', () => {
  it('is empty for a clean report', () => {
    expect(listWarnings(makeDeviceReport())).toEqual([]);
  });

  it('names every danger signal, in the order of the report', () => {
    expect(listWarnings(everythingWrong)).toEqual([
      'IMEI not well formed',
      'claims in the device-history registry',
      'network blocked',
      'device lock active',
      'red certificate',
      'stolen records',
      'found records',
      'lost records',
    ]);
  });

  it.each([
    [{ isWellFormedImei: false }, 'IMEI not well formed'],
    [{ claims: [claim] }, 'claims in the device-history registry'],
    [{ isBlocked: true }, 'network blocked'],
    [{ isLockActive: true, lockStatus: 'lost' as const }, 'device lock active'],
    [{ certificate: { result: 'red' as const, id: 'C-2' } }, 'red certificate'],
    [{ stolen: [stolen] }, 'stolen records'],
    [{ found: [found] }, 'found records'],
    [{ lost: [record] }, 'lost records'],
  ])('names %j alone as %s', (overrides, warning) => {
    expect(listWarnings(makeDeviceReport(overrides))).toEqual([warning]);
  });

  it('does not count facts the provider left out as danger signals', () => {
    expect(listWarnings(makeDeviceReport(UNREPORTED_FACTS))).toEqual([]);
  });
});

describe('listUnreported: the facts a report cannot be called clean without', () => {
  it('is empty when the provider reported every fact, even with nothing on record', () => {
    expect(listUnreported(makeDeviceReport())).toEqual([]);
  });

  it('names every fact a verdict-only answer leaves out, in the order of the report', () => {
    expect(listUnreported(makeDeviceReport(UNREPORTED_FACTS))).toEqual([
      'claims',
      'network block',
      'device lock',
      'last search',
      'searches by other insurers',
      'stolen records',
      'found records',
      'lost records',
      'ownership',
      'block history',
    ]);
  });

  it.each([
    ['claims', 'claims'],
    ['isBlocked', 'network block'],
    ['lockStatus', 'device lock'],
    ['certificateLastSearched', 'last search'],
    ['earlierSearches', 'searches by other insurers'],
    ['stolen', 'stolen records'],
    ['found', 'found records'],
    ['lost', 'lost records'],
    ['ownership', 'ownership'],
    ['blockHistory', 'block history'],
  ] as const)('names %s alone as %s', (fact, name) => {
    expect(listUnreported(makeDeviceReport({ [fact]: null }))).toEqual([name]);
  });

  it('does not take a device that was never searched for a fact left out', () => {
    expect(listUnreported(makeDeviceReport({ certificateLastSearched: { date: null } }))).toEqual([]);
  });
});

describe('verdictOf: a list row’s verdict', () => {
  it('is the certificate colour with no warning for a clean report', () => {
    expect(verdictOf(makeDeviceReport())).toEqual({ result: 'green', warnings: 0 });
  });

  it('counts the warning signs of the report', () => {
    expect(verdictOf(everythingWrong)).toEqual({ result: 'red', warnings: 8 });
    expect(verdictOf(makeDeviceReport({ isBlocked: true, lost: [record] }))).toEqual({
      result: 'green',
      warnings: 2,
    });
  });
});
