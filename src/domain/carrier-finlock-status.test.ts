import { describe, expect, it } from 'vitest';
import { FINLOCK_STATUSES, OPEN_FINLOCK_STATUSES } from './carrier-finlock-status';

describe('a FinLock removal request’s statuses', () => {
  it('start at requested and end at completed or archived', () => {
    expect(FINLOCK_STATUSES).toEqual(['requested', 'pending', 'approved', 'completed', 'archived']);
  });

  it('count a request as open (one per device at a time) until it is completed or archived', () => {
    expect(OPEN_FINLOCK_STATUSES).toEqual(['requested', 'pending', 'approved']);
    for (const status of OPEN_FINLOCK_STATUSES) expect(FINLOCK_STATUSES).toContain(status);
  });
});
