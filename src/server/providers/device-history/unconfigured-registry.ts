import { registryMessages } from '@/domain/registry-messages';
import type { DeviceRegistry } from './registry-client';

/** For an app given only a search provider (tests): nothing is sent, so submissions end failed after their retries. */
export const unconfiguredRegistry: DeviceRegistry = {
  async submitSettledClaim() {
    return { outcome: 'not-sent', detail: registryMessages.notConfigured };
  },
};
