import { ProviderError } from '@/server/providers/provider-error';
import type { DeviceRegistry } from './registry-client';

/** For an app given only a search provider (tests): submissions fail plainly and are marked failed. */
export const unconfiguredRegistry: DeviceRegistry = {
  async submitSettledClaim() {
    throw new ProviderError('registry', 'unavailable', {
      detail: 'No device registry is configured',
      attempts: 0,
    });
  },
};
