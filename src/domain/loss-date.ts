import { intakeMessages } from './intake-messages';

/** The earliest loss date a picker offers and the server accepts. */
export const EARLIEST_LOSS_DATE = '1900-01-01';

/** A day of the local calendar as YYYY-MM-DD (today unless told), the form loss dates are written in. */
export function isoDay(date: Date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** A loss date (YYYY-MM-DD) may be neither in the future nor before 1900-01-01; returns the problem, if any. */
export function checkLossDate(lossDate: string, today: Date = new Date()): string | null {
  if (lossDate < EARLIEST_LOSS_DATE) return intakeMessages.lossDateTooEarly;
  if (lossDate > isoDay(today)) return intakeMessages.lossDateInFuture;
  return null;
}

/**
 * The latest "today" anywhere on Earth (UTC+14), for the server's checks: a loss date that is today for the handler
 * is never "in the future". checkLossDate reads the local calendar date, so the UTC+14 date is handed over as local
 * midnight and the answer does not depend on the server's time zone.
 */
export function latestTodayAnywhere(now: number = Date.now()): Date {
  const utcPlus14 = new Date(now + 14 * 60 * 60 * 1000);
  return new Date(utcPlus14.getUTCFullYear(), utcPlus14.getUTCMonth(), utcPlus14.getUTCDate());
}
