import { expect } from 'vitest';
import { parseDeviceHistoryAnswer } from '@/server/providers/device-history/normalise';
import type { DeviceHistoryResult } from '@/server/providers/device-history/types';
import { buildSearchResponse } from '../../simulators/device-history/build-search-response';

/** What the client makes of the simulator's answer for the IMEI (for test providers that answer in-process). */
export function simulatedResult(imei: string): DeviceHistoryResult {
  const parsed = parseDeviceHistoryAnswer(buildSearchResponse(imei));
  if (!parsed.ok) throw new Error(`the simulator's answer for ${imei} has no verdict`);
  return parsed.result;
}

/** What the client makes of the simulator's clean device (its certificate id is a number that varies). */
export const SIMULATED_CLEAN_RESULT: Partial<DeviceHistoryResult> = {
  make: 'APPLE',
  model: 'IPHONE 7',
  modelCandidates: [{ manufacturer: 'APPLE', model: 'IPHONE 7', colour: 'BLACK', storage: '32GB' }],
  isWellFormedImei: true,
  lockStatus: 'notactivated',
  isLockActive: false,
  isBlocked: false,
  blockHistory: [],
  certificate: { result: 'green', id: expect.stringMatching(/^\d+$/) },
  certificateLastSearched: { date: null },
  earlierSearches: [],
  stolen: [],
  found: [],
  lost: [],
  ownership: [],
  claims: [],
  lastKnownCarriers: [],
};
