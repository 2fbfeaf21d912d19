export interface DeviceState {
  lockStatus: string | null;
  isBlocked: boolean;
  claimsCount: number;
}

const gsma = (isBlocked: boolean) => (isBlocked ? 'Blocked' : 'Clear');

/** The changes a re-check lists (spec section 4), worded as the 'Changes Detected' notice shows them. */
export function listRecheckChanges(previous: DeviceState, current: DeviceState): string[] {
  const changes: string[] = [];
  if (previous.lockStatus !== current.lockStatus) {
    changes.push(`Lock status: ${previous.lockStatus ?? 'unknown'} → ${current.lockStatus ?? 'unknown'}`);
  }
  if (previous.isBlocked !== current.isBlocked) {
    changes.push(`GSMA Blacklist: ${gsma(previous.isBlocked)} → ${gsma(current.isBlocked)}`);
  }
  if (previous.claimsCount !== current.claimsCount) {
    changes.push(`Claims found: ${previous.claimsCount} → ${current.claimsCount}`);
  }
  return changes;
}
