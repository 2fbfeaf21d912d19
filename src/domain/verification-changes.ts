import type { DeviceReport } from './device-report';

const gsma = (isBlocked: boolean) => (isBlocked ? 'Blocked' : 'Clear');
const records = (present: boolean) => (present ? 'reported' : 'none');

/**
 * What the Settle Claim dialog warns about (spec section 2): changes since the original check in the device-lock
 * status, the blocked state, and whether stolen or lost records exist, worded for the warning list.
 */
export function listVerificationChanges(original: DeviceReport, current: DeviceReport): string[] {
  const changes: string[] = [];
  if (original.lockStatus !== current.lockStatus) {
    changes.push(`Lock status: ${original.lockStatus ?? 'unknown'} → ${current.lockStatus ?? 'unknown'}`);
  }
  if (original.isBlocked !== current.isBlocked) {
    changes.push(`GSMA Blacklist: ${gsma(original.isBlocked)} → ${gsma(current.isBlocked)}`);
  }
  const stolenBefore = original.stolen.length > 0;
  const stolenNow = current.stolen.length > 0;
  if (stolenBefore !== stolenNow)
    changes.push(`Stolen records: ${records(stolenBefore)} → ${records(stolenNow)}`);
  const lostBefore = original.lost.length > 0;
  const lostNow = current.lost.length > 0;
  if (lostBefore !== lostNow) changes.push(`Lost records: ${records(lostBefore)} → ${records(lostNow)}`);
  return changes;
}
