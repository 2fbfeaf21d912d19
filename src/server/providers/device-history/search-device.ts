import { intakeMessages } from '@/domain/intake-messages';
import { AppError } from '@/server/errors';
import { ProviderError, providerFailureStatus } from '@/server/providers/provider-error';
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
    if (!(error instanceof ProviderError)) throw error;
    // The user sees the message; the log keeps what the provider said (never the credentials).
    throw new AppError({
      status: providerFailureStatus(error),
      code: 'PROVIDER_ERROR',
      message: error.message,
      title: intakeMessages.checkFailedTitle,
    });
  }
}
