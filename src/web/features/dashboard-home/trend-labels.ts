import type { TrendBucket } from '@/domain/dashboard-period';

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayWithYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const month = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const dateOf = (start: string) => new Date(`${start}T00:00:00Z`);

/** What one point of the trend covers, in full: 'Nov 26, 2026' or 'Week of Nov 23, 2026'. */
export function bucketName(start: string, bucket: TrendBucket): string {
  const name = dayWithYear.format(dateOf(start));
  return bucket === 'week' ? `Week of ${name}` : name;
}

/** A point's short name on the chart's axis: 'Nov 26' for a day, 'Nov 2026' for a week. */
export function axisName(start: string, bucket: TrendBucket): string {
  return (bucket === 'week' ? month : day).format(dateOf(start));
}

/** The trend's three series, in the order the chart, its legend and its table show them. */
export const TREND_SERIES = [
  { key: 'checks', name: 'Checks in review', colour: '#1e3a8a' },
  { key: 'settled', name: 'Settled', colour: '#15803d' },
  { key: 'denied', name: 'Denied', colour: '#b91c1c' },
] as const;
