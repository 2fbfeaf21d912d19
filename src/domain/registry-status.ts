/**
 * Where a settled claim's registration with the device-history registry stands: waiting to be sent, being sent,
 * registered (with the registry's transaction id when it gave one), failed (certainly not registered: refused, or
 * never reached; an org admin may retry), outcome unknown (sent, but the answer was lost: an org admin confirms it
 * registered or sends it again), or off for the organisation.
 */
export const REGISTRY_STATUSES = ['pending', 'sending', 'registered', 'failed', 'unknown', 'off'] as const;
export type RegistryStatus = (typeof REGISTRY_STATUSES)[number];
