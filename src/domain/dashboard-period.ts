/** The dashboard's periods, as the URL and the API name them. */
export const DASHBOARD_PERIODS = ['7d', '30d', '90d', '12m', 'all'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 'all';

/** What the period selector shows for each period. */
export const DASHBOARD_PERIOD_NAMES: Record<DashboardPeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '12m': 'Last 12 months',
  all: 'All time',
};

export const dashboardMessages = {
  invalidPeriod: 'Period must be one of 7d, 30d, 90d, 12m or all',
  loadFailed: 'Failed to load the dashboard. Please try again.',
} as const;

/** The trend's bars: one per day for the short periods, one per week (from Monday) for a year or more. */
export type TrendBucket = 'day' | 'week';

/** The days (UTC, YYYY-MM-DD, both ends included) a period covers; `from` is null for all time. */
export interface PeriodWindow {
  from: string | null;
  to: string;
  bucket: TrendBucket;
}

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const addDays = (day: string, days: number) => dayOf(timeOf(day) + days * DAY_MS);

/** Today in UTC, the day the dashboard's periods end on. */
export function todayUtc(now = new Date()): string {
  return dayOf(now.getTime());
}

/** The window of `period` ending `today`: the last 7 days are today and the 6 before it. */
export function periodWindow(period: DashboardPeriod, today: string): PeriodWindow {
  if (period === 'all') return { from: null, to: today, bucket: 'week' };
  if (period === '12m') {
    const yearAgo = new Date(timeOf(today));
    yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
    return { from: addDays(dayOf(yearAgo.getTime()), 1), to: today, bucket: 'week' };
  }
  const days = { '7d': 7, '30d': 30, '90d': 90 }[period];
  return { from: addDays(today, 1 - days), to: today, bucket: 'day' };
}

/** The first day of the bucket `day` falls in: itself, or the Monday of its week. */
export function bucketStart(day: string, bucket: TrendBucket): string {
  if (bucket === 'day') return day;
  const weekday = (new Date(timeOf(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Every bucket from the one holding `from` to the one holding `to`, so days without records show as zero. */
export function trendBuckets(from: string, to: string, bucket: TrendBucket): string[] {
  const step = bucket === 'day' ? 1 : 7;
  const starts: string[] = [];
  for (let start = bucketStart(from, bucket); start <= to; start = addDays(start, step)) starts.push(start);
  return starts;
}

/** Days (UTC, both ends included; `from` null for no start) read from the daily tallies. */
export interface DayRange {
  from: string | null;
  to: string;
}

/**
 * How a window is read from the tallies: the whole weeks (Monday to Sunday) inside it from the weekly roll-ups, as the
 * Mondays `weeks.from` to `weeks.to` (`from` null for no start), and the days at its ends outside those weeks from the
 * daily tallies. Together they cover every day of the window once, so the sums equal those of the days alone.
 */
export function splitIntoWeeks(window: PeriodWindow): { weeks: DayRange | null; days: DayRange[] } {
  const lastMonday = bucketStart(window.to, 'week');
  // The week holding `to` is whole only when `to` is its Sunday.
  const lastWholeWeek = addDays(lastMonday, 6) === window.to ? lastMonday : addDays(lastMonday, -7);
  const afterWeeks = addDays(lastWholeWeek, 7);
  const tail: DayRange[] = afterWeeks <= window.to ? [{ from: afterWeeks, to: window.to }] : [];
  if (window.from === null) return { weeks: { from: null, to: lastWholeWeek }, days: tail };
  const firstMonday = bucketStart(window.from, 'week');
  const firstWholeWeek = firstMonday === window.from ? firstMonday : addDays(firstMonday, 7);
  if (firstWholeWeek > lastWholeWeek) return { weeks: null, days: [{ from: window.from, to: window.to }] };
  const head: DayRange[] =
    window.from < firstWholeWeek ? [{ from: window.from, to: addDays(firstWholeWeek, -1) }] : [];
  return { weeks: { from: firstWholeWeek, to: lastWholeWeek }, days: [...head, ...tail] };
}
