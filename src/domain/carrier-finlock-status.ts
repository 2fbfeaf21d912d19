/** The statuses a FinLock removal request can have (the list filters by them); a new request starts as requested. */
export const FINLOCK_STATUSES = ['requested', 'pending', 'approved', 'completed', 'archived'] as const;
export type FinLockStatus = (typeof FINLOCK_STATUSES)[number];

/** Requests still being worked on: one per device and organisation at a time. */
export const OPEN_FINLOCK_STATUSES = [
  'requested',
  'pending',
  'approved',
] as const satisfies readonly FinLockStatus[];
