import { nextMonthStart } from '@/server/modules/device-searches';

/** How long a monitoring tick is apart from the next. */
export const TICK_MS = 15 * 60_000;

/**
 * At most how many searches one tick may queue so that the month's remaining budget lasts to its end: the remaining
 * searches shared evenly over the ticks left (this one included). A missed tick leaves more remaining for fewer ticks,
 * so the share grows a little, never past what is remaining.
 */
export function tickShare(remaining: number, now: Date): number {
  if (remaining <= 0) return 0;
  const ticksLeft = Math.max(1, Math.ceil((nextMonthStart(now).getTime() - now.getTime()) / TICK_MS));
  return Math.ceil(remaining / ticksLeft);
}

const INTERVAL_MS = { weekly: 7 * 86_400_000, daily: 86_400_000 } as const;

/** When a device searched at `at` is due again. */
export function nextDue(at: Date, interval: keyof typeof INTERVAL_MS): Date {
  return new Date(at.getTime() + INTERVAL_MS[interval]);
}
