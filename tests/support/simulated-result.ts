import { parseDeviceHistoryAnswer } from '@/server/providers/device-history/normalise';
import type { DeviceHistoryResult } from '@/server/providers/device-history/types';
import { buildSearchResponse } from '../../simulators/device-history/build-search-response';

/** What the client makes of the simulator's answer for the IMEI (for test providers that answer in-process). */
export function simulatedResult(imei: string): DeviceHistoryResult {
  const parsed = parseDeviceHistoryAnswer(buildSearchResponse(imei));
  if (!parsed.ok) throw new Error(`the simulator's answer for ${imei} has no verdict`);
  return parsed.result;
}
