import { intakeMessages } from '@/domain/intake-messages';
import { chargedSearch, type SearchOrigin } from '@/server/modules/device-searches';
import { providerFailureReply } from '@/server/providers/provider-error';
import type { Services } from '@/server/services';
import type { DeviceHistoryResult, DeviceSearch } from './types';

/**
 * Fresh provider data for intake, re-check and re-verification, paid for through the search ledger (chargedSearch:
 * recorded before the call, the answer kept on arrival, a paid answer used again rather than paid twice). A timeout,
 * an unusable answer or a paused circuit is 504, 502 or 503 with the provider's reason, under the screen's 'Check
 * Failed'.
 */
export async function searchDevice(
  deps: Pick<Services, 'db' | 'deviceHistory' | 'env' | 'logger' | 'mailer' | 'backgroundTasks'>,
  origin: SearchOrigin,
  search: DeviceSearch,
): Promise<DeviceHistoryResult> {
  try {
    return await chargedSearch(deps, origin, search);
  } catch (error) {
    throw providerFailureReply(error, 'PROVIDER_ERROR', intakeMessages.checkFailedTitle);
  }
}
