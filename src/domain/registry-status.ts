/**
 * Where a settled claim's registration with the device-history registry stands: waiting to be sent, being sent,
 * registered (with the registry's transaction id), failed for good (an org admin may retry), or off for the
 * organisation.
 */
export const REGISTRY_STATUSES = ['pending', 'sending', 'registered', 'failed', 'off'] as const;
export type RegistryStatus = (typeof REGISTRY_STATUSES)[number];
