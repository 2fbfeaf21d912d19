import { type DeviceReport, type Reported, reportedAny } from './device-report';

const gsma = (isBlocked: boolean) => (isBlocked ? 'Blocked' : 'Clear');
const records = (present: boolean) => (present ? 'reported' : 'none');

/**
 * A change of one fact, worded for a warning list; none when either side was not reported by the provider (a fact
 * the provider left out is not a change of the device).
 */
export function describeChange<T>(
  label: string,
  before: Reported<T>,
  after: Reported<T>,
  word: (value: T) => string = String,
): string[] {
  if (before === null || after === null || before === after) return [];
  return [`${label}: ${word(before)} → ${word(after)}`];
}

/**
 * What the Settle Claim dialog warns about after re-verifying the device: changes since the original check in the
 * device-lock status, the blocked state, and whether stolen or lost records exist, worded for the warning list.
 */
export function listVerificationChanges(original: DeviceReport, current: DeviceReport): string[] {
  return [
    ...describeChange('Lock status', original.lockStatus, current.lockStatus),
    ...describeChange('GSMA Blacklist', original.isBlocked, current.isBlocked, gsma),
    ...describeChange('Stolen records', reportedAny(original.stolen), reportedAny(current.stolen), records),
    ...describeChange('Lost records', reportedAny(original.lost), reportedAny(current.lost), records),
  ];
}
