import { type DeviceRegistry, RegistryError } from './registry-client';

/** For an app given only a search provider (tests): submissions fail plainly and are marked failed. */
export const unconfiguredRegistry: DeviceRegistry = {
  async submitSettledClaim() {
    throw new RegistryError('No device registry is configured');
  },
};
