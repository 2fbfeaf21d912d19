import { describe, expect, it } from 'vitest';
import { buildSearchResponse } from '../../../../simulators/device-history/build-search-response';
import { type ScenarioName, scenarioImei } from '../../../../simulators/device-history/scenarios';
import {
  BLOCKED_DEVICE_CARRIERS,
  BLOCKED_DEVICE_HISTORY,
} from '../../../../tests/fixtures/make-device-report';
import { SIMULATED_CLEAN_RESULT } from '../../../../tests/support/simulated-result';
import { parseDeviceHistoryAnswer } from './normalise';
import type { DeviceHistoryResult } from './types';

/** The parsed result of an answer that carries a verdict (the test fails when it does not). */
function parsed(answer: unknown): DeviceHistoryResult {
  const result = parseDeviceHistoryAnswer(answer);
  if (!result.ok) throw new Error(result.problem);
  return result.result;
}

const red = { certificate: { result: 'red', id: expect.any(String) } } as const;

/** The normalised result of every scenario that answers 200: the clean result with these differences. */
const expected: Partial<Record<ScenarioName, Partial<DeviceHistoryResult>>> = {
  clean: {},
  blocked: {
    ...red,
    isBlocked: true,
    blockHistory: BLOCKED_DEVICE_HISTORY,
    lastKnownCarriers: BLOCKED_DEVICE_CARRIERS,
  },
  'lock-activated': { lockStatus: 'activated', isLockActive: true },
  'lock-lost': { ...red, lockStatus: 'lost', isLockActive: true },
  'lock-notactivated': { lockStatus: 'notactivated', isLockActive: false },
  'lock-notapplicable': {
    make: 'SAMSUNG',
    model: 'GALAXY S22 ULTRA',
    modelCandidates: [
      { manufacturer: 'SAMSUNG', model: 'GALAXY S22 ULTRA', colour: 'PHANTOM BLACK', storage: '256GB' },
    ],
    lockStatus: 'notapplicable',
  },
  'red-certificate': red,
  'green-certificate': { certificateLastSearched: { date: '2024-06-18 10:12:00' } },
  stolen: {
    ...red,
    stolen: [
      {
        recordDate: '2024-03-03 22:10:00',
        force: 'bedfordshire',
        crimeReference: 'BF/08/1090',
        reportedBy: 'POLICE',
      },
    ],
  },
  found: {
    ...red,
    found: [
      {
        recordDate: '2024-04-12 10:00:00',
        organisation: 'Metropolitan Police Found Property',
        contactNumber: '0300 000 0000',
      },
    ],
  },
  'lost-record': {
    ...red,
    lost: [{ recordDate: '2024-01-20 08:30:00', reportedBy: 'OWNER', reference: 'LP-5521' }],
  },
  ownership: {
    ownership: [
      {
        recordDate: '2022-06-01 12:00:00',
        registeredBy: 'property register',
        contactNumber: '0300 000 0001',
      },
    ],
  },
  'earlier-searches': {
    certificateLastSearched: { date: '2024-05-11 16:20:00' },
    earlierSearches: [
      { searchDate: '2024-05-02 14:05:00', insurer: 'Insurer A', contactNumber: '0300 000 0002' },
      { searchDate: '2024-05-09 09:41:00', insurer: 'Insurer B', contactNumber: '0300 000 0003' },
      { searchDate: '2024-05-11 16:20:00', insurer: 'Insurer C', contactNumber: null },
    ],
  },
  'existing-claims': {
    ...red,
    claims: [
      {
        claimDate: '2024-02-01 00:00:00',
        insurer: 'Other Insurer plc',
        claimType: 'settled',
        claimReference: 'OI-77812',
        contactNumber: '0300 000 0004',
      },
    ],
  },
  'logged-claim': {
    claims: [
      {
        claimDate: '2024-03-14 00:00:00',
        insurer: 'Harbour Gadget Cover',
        claimType: 'logged',
        claimReference: 'HA-20931',
        contactNumber: '0300 000 0005',
      },
    ],
  },
};

describe('parseDeviceHistoryAnswer on the simulator scenarios with every fact reported', () => {
  it.each(Object.entries(expected))('%s', (name, differences) => {
    const imei = scenarioImei(name as ScenarioName);
    const response = buildSearchResponse(imei);
    expect(parsed(response)).toEqual({
      ...SIMULATED_CLEAN_RESULT,
      ...differences,
      serial: imei,
      raw: response,
    });
  });
});
