import type { LockStatus } from './device-report';

const LOCK_LABELS: Record<LockStatus, string> = {
  activated: 'ACTIVATED',
  lost: 'LOST',
  notactivated: 'NOT ACTIVATED',
  notapplicable: 'NOT APPLICABLE',
};

/** Spec section 2: the device-lock status as shown ('notactivated' reads NOT ACTIVATED); UNKNOWN when none came. */
export const lockLabel = (status: LockStatus | null) => (status ? LOCK_LABELS[status] : 'UNKNOWN');

/** Spec section 9: activated and lost are the danger states. */
export const isAlarmingLock = (status: LockStatus | null) => status === 'activated' || status === 'lost';
