import type { DeviceReport } from '@/domain/device-report';
import { parseDeviceHistoryAnswer } from '@/server/providers/device-history/normalise';

/**
 * The stored provider answer in the app's words. It had a verdict when it was stored (nothing else is), so it parses
 * again, with the same facts reported and not reported.
 */
export function reportFromStored(fullResponse: unknown): DeviceReport {
  const parsed = parseDeviceHistoryAnswer(fullResponse);
  if (!parsed.ok) throw new Error(`a stored device-history answer does not parse: ${parsed.problem}`);
  return parsed.result;
}
