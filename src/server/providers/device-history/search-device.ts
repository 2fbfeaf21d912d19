import { intakeMessages } from '@/domain/intake-messages';
import { providerFailureReply } from '@/server/providers/provider-error';
import type { DeviceHistoryProvider, DeviceHistoryResult, DeviceSearch } from './types';

/**
 * Fresh provider data, nothing stored (intake, re-check and re-verification use it). A timeout, an unusable answer or
 * a paused circuit is 504, 502 or 503 with the provider's reason, under the screen's 'Check Failed'.
 */
export async function searchDevice(
  deps: { deviceHistory: DeviceHistoryProvider },
  search: DeviceSearch,
): Promise<DeviceHistoryResult> {
  try {
    return await deps.deviceHistory.search(search);
  } catch (error) {
    throw providerFailureReply(error, 'PROVIDER_ERROR', intakeMessages.checkFailedTitle);
  }
}
