import type { LockStatus } from './device-report';

const LOCK_LABELS: Record<LockStatus, string> = {
  activated: 'ACTIVATED',
  lost: 'LOST',
  notactivated: 'NOT ACTIVATED',
  notapplicable: 'NOT APPLICABLE',
};

/** The device-lock status as the screens show it ('notactivated' reads NOT ACTIVATED); UNKNOWN when none came. */
export const lockLabel = (status: LockStatus | null) => (status ? LOCK_LABELS[status] : 'UNKNOWN');

/** Activated and lost are the danger states, flagged red wherever a lock status is shown. */
export const isAlarmingLock = (status: LockStatus | null) => status === 'activated' || status === 'lost';
