import { describe, expect, it } from 'vitest';
import { REDUCED_ANSWER_MARK } from '@/domain/device-report';
import { buildSearchResponse } from '../../../../simulators/device-history/build-search-response';
import { SCENARIOS } from '../../../../simulators/device-history/scenarios';
import { parseDeviceHistoryAnswer } from './normalise';
import { reduceDeviceHistoryAnswer } from './reduce-answer';
import type { DeviceHistoryResult } from './types';

function parsed(answer: unknown): DeviceHistoryResult {
  const result = parseDeviceHistoryAnswer(answer);
  if (!result.ok) throw new Error(result.problem);
  return result.result;
}

const AT = new Date('2026-11-29T04:00:00.000Z');
/** The scenarios whose answer is a check (only those are ever stored). */
const answering = SCENARIOS.filter(
  (scenario) =>
    !('fault' in scenario && scenario.fault) &&
    parseDeviceHistoryAnswer(buildSearchResponse(scenario.imei)).ok,
);

/** The facts a decision reads of a report: everything but the raw answer and the people's details. */
function facts(report: DeviceHistoryResult) {
  return {
    serial: report.serial,
    make: report.make,
    model: report.model,
    modelCandidates: report.modelCandidates,
    isWellFormedImei: report.isWellFormedImei,
    lockStatus: report.lockStatus,
    isLockActive: report.isLockActive,
    isBlocked: report.isBlocked,
    blockHistory: report.blockHistory,
    certificate: report.certificate,
    certificateLastSearched: report.certificateLastSearched,
    lastKnownCarriers: report.lastKnownCarriers,
    counts: [
      report.earlierSearches,
      report.stolen,
      report.found,
      report.lost,
      report.ownership,
      report.claims,
    ].map((list) => list?.length ?? null),
    dates: [
      report.stolen?.map((record) => record.recordDate),
      report.claims?.map((claim) => [claim.claimDate, claim.insurer, claim.claimType]),
      report.earlierSearches?.map((search) => [search.searchDate, search.insurer]),
    ],
  };
}

describe('reducing a stored provider answer to the facts a decision uses', () => {
  it.each(answering.map((scenario) => [scenario.name, scenario.imei]))(
    '%s: the same verdict, lock, block, models, counts and dates, marked with the time',
    (_, imei) => {
      const whole = buildSearchResponse(imei);
      const reduced = reduceDeviceHistoryAnswer(whole, AT);
      expect(facts(parsed(reduced))).toEqual(facts(parsed(whole)));
      expect(reduced[REDUCED_ANSWER_MARK]).toBe(AT.toISOString());
    },
  );

  it("drops the people's details: contact numbers, crime and claim references, who reported or registered", () => {
    const whole = {
      ...buildSearchResponse(SCENARIOS[0]?.imei ?? ''),
      stolen: [{ recorddate: '2024-01-02', force: 'Met', crimereference: 'CR/1', reportedby: 'Jo Bloggs' }],
      found: [{ recorddate: '2024-02-01', organisation: 'Lost Property', contactnumber: '0207 000' }],
      loss: [{ recorddate: '2024-03-01', reportedby: 'Jo Bloggs', reference: 'L-9' }],
      ownership: [{ recorddate: '2024-04-01', registeredby: 'Jo Bloggs', contactnumber: '0777' }],
      claims: [
        {
          claimdate: '2024-05-01',
          insurer: 'Acme',
          claimtype: 'Theft',
          claimreference: 'C-1',
          contactnumber: '1',
        },
      ],
      patriothistory: [{ searchdate: '2024-06-01', insurer: 'Acme', contactnumber: '2' }],
      policyholder: { name: 'Jo Bloggs', phone: '0777' },
    };
    const reduced = reduceDeviceHistoryAnswer(whole, AT);
    const text = JSON.stringify(reduced);
    for (const detail of ['Jo Bloggs', 'CR/1', '0207 000', 'L-9', '0777', 'C-1', 'policyholder'])
      expect(text).not.toContain(detail);
    const report = parsed(reduced);
    expect(report.stolen).toEqual([
      { recordDate: '2024-01-02', force: 'Met', crimeReference: null, reportedBy: null },
    ]);
    expect(report.claims?.[0]).toMatchObject({ insurer: 'Acme', claimReference: null, contactNumber: null });
    expect(report.ownership).toEqual([{ recordDate: '2024-04-01', registeredBy: null, contactNumber: null }]);
  });

  it('names the device by a token when the record is anonymised, and never keeps a value hidden in a nested object', () => {
    const whole = {
      ...buildSearchResponse(SCENARIOS[0]?.imei ?? ''),
      checkmendstatus: { result: 'green', certid: 'C1', note: { who: 'x' } },
    };
    const reduced = reduceDeviceHistoryAnswer(whole, AT, 'anon-0123456789abcdef');
    expect(parsed(reduced).serial).toBe('anon-0123456789abcdef');
    expect(reduced.checkmendstatus).toEqual({ result: 'green', certid: 'C1' });
    // Reduced again (a later anonymisation), the facts stay.
    expect(facts(parsed(reduceDeviceHistoryAnswer(reduced, AT)))).toEqual(facts(parsed(reduced)));
  });
});
