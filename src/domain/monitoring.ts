/**
 * Post-claim monitoring: a settled claim's device (and its replacement) is searched again for a while after the
 * payout, because the strongest fraud signal arrives then (a stolen phone unblocked, found, traded or claimed again).
 */

/** How long after settlement a device is watched, in days; 0 is off. */
export const MONITORING_WATCH_DAYS = [0, 30, 90, 180] as const;
export type MonitoringWatchDays = (typeof MONITORING_WATCH_DAYS)[number];
export const DEFAULT_MONITORING_WATCH_DAYS: MonitoringWatchDays = 90;

/** How often a watched device is searched again: weekly by default, daily at most. */
export const MONITORING_INTERVALS = ['weekly', 'daily'] as const;
export type MonitoringInterval = (typeof MONITORING_INTERVALS)[number];
export const DEFAULT_MONITORING_INTERVAL: MonitoringInterval = 'weekly';

/** Searches a month an organisation allows monitoring to spend; 0 (the default) keeps monitoring off. */
export const MAX_MONITORING_MONTHLY_BUDGET = 1_000_000;

/** Which device of a settled claim is watched. */
export const WATCHED_DEVICE_ROLES = ['claimed', 'replacement'] as const;
export type WatchedDeviceRole = (typeof WATCHED_DEVICE_ROLES)[number];

/** What changed on a watched device since settlement; each kind raises at most one alert per re-check. */
export const ALERT_KINDS = [
  'block-removed',
  'block-added',
  'lock-switched-off',
  'found-record',
  'claim-elsewhere',
  'new-searches',
  'certificate-changed',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  'block-removed': 'Block removed',
  'block-added': 'Block added',
  'lock-switched-off': 'Activation lock switched off',
  'found-record': 'Found record',
  'claim-elsewhere': 'New claim at another insurer',
  'new-searches': 'New searches by other users',
  'certificate-changed': 'Certificate colour changed',
};

/** An alert is open until a handler marks it reviewed (with an optional note). */
export const ALERT_STATES = ['open', 'reviewed'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

/** The longest note a handler can leave when marking an alert reviewed. */
export const MAX_ALERT_REVIEW_NOTE_LENGTH = 1000;
