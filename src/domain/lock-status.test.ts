import { describe, expect, it } from 'vitest';
import { isAlarmingLock, lockLabel } from './lock-status';

describe('the device-lock status as shown', () => {
  it.each([
    ['activated', 'ACTIVATED', true],
    ['lost', 'LOST', true],
    ['notactivated', 'NOT ACTIVATED', false],
    ['notapplicable', 'NOT APPLICABLE', false],
    [null, 'UNKNOWN', false],
  ] as const)('%j reads %s, alarming: %s', (status, label, alarming) => {
    expect(lockLabel(status)).toBe(label);
    expect(isAlarmingLock(status)).toBe(alarming);
  });
});
