import { describe, expect, it } from 'vitest';
import { monthOf } from '@/server/modules/device-searches';
import { nextDue, TICK_MS, tickShare } from './month';

describe('the monitoring calendar', () => {
  it('counts spend per UTC month', () => {
    expect(monthOf(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11-01');
    expect(monthOf(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12-01');
  });

  it('spreads what remains evenly over the ticks left in the month, never more than remains', () => {
    const start = new Date('2026-11-01T00:00:00Z');
    const ticks = (30 * 86_400_000) / TICK_MS;
    expect(tickShare(ticks, start)).toBe(1);
    expect(tickShare(ticks * 3 + 1, start)).toBe(4);
    expect(tickShare(0, start)).toBe(0);
    // The last tick of the month may spend all that remains; a late month after downtime catches up gradually.
    expect(tickShare(50, new Date('2026-11-30T23:50:00Z'))).toBe(50);
    expect(tickShare(500, new Date('2026-11-30T00:00:00Z'))).toBe(Math.ceil(500 / 96));
  });

  it('makes a watch due again one interval after its search', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    expect(nextDue(at, 'weekly').toISOString()).toBe('2026-12-03T10:00:00.000Z');
    expect(nextDue(at, 'daily').toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });
});
