import { describe, expect, it } from 'vitest';
import { buildSearchResponse } from '../../../../simulators/device-history/build-search-response';
import { SCENARIOS, type ScenarioName, scenarioImei } from '../../../../simulators/device-history/scenarios';
import { normaliseDeviceHistoryResponse } from './normalise';
import { type DeviceHistoryResponse, DeviceHistoryResponseSchema } from './schema';
import type { DeviceHistoryResult } from './types';

const normalised = (response: unknown) =>
  normaliseDeviceHistoryResponse(DeviceHistoryResponseSchema.parse(response));

const clean: Partial<DeviceHistoryResult> = {
  make: 'APPLE',
  model: 'IPHONE 7',
  isWellFormedImei: true,
  lockStatus: 'notactivated',
  isLockActive: false,
  isBlocked: false,
  blockHistory: [],
  certificate: { result: 'green', id: expect.stringMatching(/^\d+$/) },
  certificateLastSearched: null,
  earlierSearches: [],
  stolen: [],
  found: [],
  lost: [],
  ownership: [],
  claims: [],
  lastKnownCarriers: [],
};
const red = { certificate: { result: 'red', id: expect.any(String) } } as const;

/** The normalised result of every scenario that answers 200: the clean result with these differences. */
const expected: Partial<Record<ScenarioName, Partial<DeviceHistoryResult>>> = {
  clean: {},
  blocked: {
    ...red,
    isBlocked: true,
    blockHistory: [
      { network: 'Vodafone UK', eventType: 'BLOCKED', recordDate: '2023-11-02 09:14:00', reason: 'STOLEN' },
      { network: 'EE', eventType: 'BLOCKED', recordDate: '2023-11-05 17:40:00', reason: 'LOST' },
      {
        network: 'EE',
        eventType: 'UNBLOCKED',
        recordDate: '2024-01-10 11:00:00',
        reason: 'CUSTOMER REQUEST',
      },
    ],
    lastKnownCarriers: [
      { network: 'EE', recordDate: '2024-01-10 11:00:00' },
      { network: 'Vodafone UK', recordDate: '2023-11-02 09:14:00' },
    ],
  },
  'lock-activated': { lockStatus: 'activated', isLockActive: true },
  'lock-lost': { ...red, lockStatus: 'lost', isLockActive: true },
  'lock-notactivated': { lockStatus: 'notactivated', isLockActive: false },
  'lock-notapplicable': { make: 'SAMSUNG', model: 'GALAXY S22 ULTRA', lockStatus: 'notapplicable' },
  'red-certificate': red,
  'green-certificate': { certificateLastSearched: '2024-06-18 10:12:00' },
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
    certificateLastSearched: '2024-05-11 16:20:00',
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

describe('normaliseDeviceHistoryResponse on the simulator scenarios', () => {
  it('covers every scenario that answers 200', () => {
    const answering = SCENARIOS.filter((scenario) => !('fault' in scenario)).map((scenario) => scenario.name);
    expect(Object.keys(expected).sort()).toEqual(answering.sort());
  });

  it.each(Object.entries(expected))('%s', (name, differences) => {
    const imei = scenarioImei(name as ScenarioName);
    const response = buildSearchResponse(imei);
    expect(normalised(response)).toEqual({ ...clean, ...differences, serial: imei, raw: response });
  });
});

describe('normaliseDeviceHistoryResponse on sparse or unusual answers', () => {
  const minimal: DeviceHistoryResponse = {
    serial: '353328110000013',
    serialdetails: { wellformedimei: true },
    checkmendstatus: { result: 'green', certid: 4711 },
  };

  it('turns missing lists, dates and lock status into empties and nulls; a missing lock status is not "safe"', () => {
    expect(normalised(minimal)).toEqual({
      ...clean,
      make: null,
      model: null,
      lockStatus: null,
      certificate: { result: 'green', id: '4711' },
      serial: '353328110000013',
      raw: minimal,
    });
  });

  it('treats any verdict other than green as red, and a missing one as unknown', () => {
    const withResult = (result: string | null) => ({ ...minimal, checkmendstatus: { result } });
    expect(normalised(withResult('caution')).certificate).toEqual({ result: 'red', id: null });
    expect(normalised(withResult('GREEN')).certificate.result).toBe('red');
    expect(normalised(withResult(null)).certificate.result).toBeNull();
  });

  it('drops a lock status it does not know, keeping it in the raw answer', () => {
    const result = normalised({ ...minimal, serialdetails: { wellformedimei: true, fmipstatus: 'pending' } });
    expect(result).toMatchObject({ lockStatus: null, isLockActive: false });
    expect(result.raw.serialdetails.fmipstatus).toBe('pending');
  });

  it('falls back to serialdetails make and model when modelinformation is absent', () => {
    const result = normalised({
      ...minimal,
      serialdetails: { wellformedimei: true, make: 'GOOGLE', model: 'PIXEL 7' },
    });
    expect(result).toMatchObject({ make: 'GOOGLE', model: 'PIXEL 7' });
  });

  it('keeps fields it does not know in the raw answer', () => {
    const response = { ...minimal, tradeinhistory: [{ date: '2024-01-01' }] };
    expect(normalised(response).raw).toEqual(response);
  });

  it('lists each carrier once with its latest record, newest first, skipping records without a network', () => {
    const result = normalised({
      ...minimal,
      blocklist: {
        blocked: true,
        history: [
          { network: 'O2 UK', recorddate: '2023-01-01 00:00:00' },
          { network: 'EE', recorddate: '2022-05-01 00:00:00' },
          { network: 'O2 UK', recorddate: '2023-06-01 00:00:00' },
          { recorddate: '2024-01-01 00:00:00' },
          { network: 'Three UK' },
        ],
      },
    });
    expect(result.lastKnownCarriers).toEqual([
      { network: 'O2 UK', recordDate: '2023-06-01 00:00:00' },
      { network: 'EE', recordDate: '2022-05-01 00:00:00' },
      { network: 'Three UK', recordDate: null },
    ]);
  });
});
