import type { Reported } from '@/domain/device-report';
import { describeChange } from '@/domain/verification-changes';

export interface DeviceState {
  lockStatus: Reported<string>;
  isBlocked: Reported<boolean>;
  claimsCount: Reported<number>;
}

const gsma = (isBlocked: boolean) => (isBlocked ? 'Blocked' : 'Clear');

/**
 * The changes a re-check lists (lock status, GSMA blacklist, claims found), worded as the 'Changes Detected'
 * notice shows them; a fact either side did not report is not a change.
 */
export function listRecheckChanges(previous: DeviceState, current: DeviceState): string[] {
  return [
    ...describeChange('Lock status', previous.lockStatus, current.lockStatus),
    ...describeChange('GSMA Blacklist', previous.isBlocked, current.isBlocked, gsma),
    ...describeChange('Claims found', previous.claimsCount, current.claimsCount),
  ];
}
