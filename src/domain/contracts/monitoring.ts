import { z } from 'zod';
import {
  ALERT_KINDS,
  ALERT_STATES,
  MAX_ALERT_REVIEW_NOTE_LENGTH,
  MAX_MONITORING_MONTHLY_BUDGET,
  MONITORING_INTERVALS,
  MONITORING_WATCH_DAYS,
  WATCHED_DEVICE_ROLES,
} from '@/domain/monitoring';
import { monitoringMessages } from '@/domain/monitoring-messages';
import { LIST_FILTERS } from '@/domain/register-filters';
import { registerMessages } from '@/domain/register-messages';
import { withRegisterFilters } from '@/domain/schemas/register-filters';
import { shownText } from '@/domain/well-formed-text';
import { claimListQuerySchema, listReply } from './page';
import { IdParamsSchema } from './params';
import { defineList, defineRoute } from './route';
import { isoDateTime, type Wire } from './wire';

const watchDays = z
  .union(
    MONITORING_WATCH_DAYS.map((days) => z.literal(days)),
    { error: monitoringMessages.watchDaysInvalid },
  )
  .describe('Days a settled device is watched after settlement; 0 is off');
const interval = z
  .enum(MONITORING_INTERVALS, { error: monitoringMessages.intervalInvalid })
  .describe('How often a watched device is searched again');
const monthlyBudget = z
  .number({ error: monitoringMessages.monthlyBudgetInvalid })
  .int({ error: monitoringMessages.monthlyBudgetInvalid })
  .min(0, { error: monitoringMessages.monthlyBudgetInvalid })
  .max(MAX_MONITORING_MONTHLY_BUDGET, { error: monitoringMessages.monthlyBudgetInvalid })
  .describe('Searches a calendar month (UTC) monitoring may spend; 0 keeps monitoring off');

const dailyDigest = z
  .boolean({ error: monitoringMessages.dailyDigestInvalid })
  .describe("Org admins get a daily e-mail of the day's new alerts");

/** `GET` and `PUT /api/v1/monitoring/settings`: the organization's monitoring settings and this month's spend. */
export const MonitoringSettingsReply = z.object({
  watchDays,
  interval,
  monthlyBudget,
  dailyDigest,
  spentThisMonth: z.number().int().describe('Monitoring searches made this calendar month (UTC)'),
  remainingThisMonth: z.number().int().describe('monthlyBudget minus spentThisMonth, never below 0'),
  watchedDevices: z.number().int().describe('Devices watched now (claimed devices and replacements)'),
  lastRunAt: isoDateTime.nullable().describe('When monitoring last searched a device; null if never'),
  searchesInProgress: z
    .number()
    .int()
    .describe('Searches queued (by a run or the scheduler) and not yet answered; 0 when no run is under way'),
});
export type MonitoringSettings = Wire<typeof MonitoringSettingsReply>;

/** The body of `PUT /api/v1/monitoring/settings`: the settings it changes (at least one); the others stay. */
export const MonitoringSettingsChangeSchema = z
  .strictObject({ watchDays, interval, monthlyBudget, dailyDigest })
  .partial()
  .refine((change) => Object.keys(change).length > 0, { message: 'Name at least one setting to change' });
export type MonitoringSettingsChange = z.infer<typeof MonitoringSettingsChangeSchema>;

/** `POST /api/v1/monitoring/runs` (202): a run started now; its searches happen in the background. */
export const MonitoringRunReply = z.object({
  id: z.uuid(),
  queued: z
    .number()
    .int()
    .describe('Devices due now that this run will search (within the remaining budget)'),
  remainingThisMonth: z.number().int(),
});
export type MonitoringRun = Wire<typeof MonitoringRunReply>;

/** Post-claim monitoring: the organisation's settings and spend, and a run started by hand (Org Admin Panel). */
export const monitoringSettingsRead = defineRoute({
  method: 'GET',
  path: '/api/v1/monitoring/settings',
  summary: "Read your organization's monitoring settings and this month's spend",
  operationId: 'getMonitoringSettings',
  tags: ['monitoring'],
  reply: MonitoringSettingsReply,
  action: 'organisation:manage',
});

export const monitoringSettingsChange = defineRoute({
  method: 'PUT',
  path: '/api/v1/monitoring/settings',
  summary: "Change your organization's monitoring settings",
  operationId: 'updateMonitoringSettings',
  tags: ['monitoring'],
  body: MonitoringSettingsChangeSchema,
  reply: MonitoringSettingsReply,
  action: 'organisation:manage',
});

export const monitoringRunStart = defineRoute({
  method: 'POST',
  path: '/api/v1/monitoring/runs',
  summary: 'Start a monitoring run now: search the watched devices that are due, within the budget',
  operationId: 'startMonitoringRun',
  tags: ['monitoring'],
  reply: MonitoringRunReply,
  status: 202,
  action: 'organisation:manage',
});

/** One alert: a watched device whose status changed since its claim was settled. */
export const AlertReply = z.object({
  id: z.uuid(),
  kind: z.enum(ALERT_KINDS),
  state: z.enum(ALERT_STATES),
  imei: z.string(),
  deviceMake: z.string().nullable(),
  deviceModel: z.string().nullable(),
  watchedDevice: z
    .enum(WATCHED_DEVICE_ROLES)
    .describe('The claimed device, or the replacement handed out for it'),
  settledClaimId: z
    .uuid()
    .nullable()
    .describe('The settled claim it belongs to; null once that claim is deleted'),
  claimReference: z.string().nullable(),
  settledAt: isoDateTime,
  change: z.object({
    label: z.string().describe('The fact that changed, as a handler reads it ("GSMA Blacklist")'),
    before: z.string().describe('At settlement'),
    after: z.string().describe('At the re-check'),
  }),
  detectedAt: isoDateTime,
  reviewedAt: isoDateTime.nullable(),
  reviewedBy: z.string().nullable().describe('Who marked it reviewed (name, or e-mail when unnamed)'),
  reviewNote: z.string().nullable(),
});
export type Alert = Wire<typeof AlertReply>;

/** `GET /api/v1/alerts`: one page of the organization's alerts, newest first. */
export const AlertPageReply = listReply(AlertReply);

/** The body of `POST /api/v1/alerts/:id/review`. */
export const AlertReviewSchema = z.strictObject({
  note: shownText().trim().max(MAX_ALERT_REVIEW_NOTE_LENGTH).optional(),
});
export type AlertReview = z.infer<typeof AlertReviewSchema>;

/** The Alerts list's query: paging and its filters (kind, state, days); it has no search. */
export const ListAlertsQuerySchema = withRegisterFilters(
  claimListQuerySchema(registerMessages.searchTooLong).omit({ search: true }),
  LIST_FILTERS.alerts,
);

/** Monitoring alerts (/dashboard/alerts): settled devices whose status changed, in the caller's organisation. */
export const alertList = defineList({
  path: '/api/v1/alerts',
  summary: 'List alerts',
  operationId: 'listAlerts',
  description: 'Newest first; filtered by kind, state (open or reviewed) and the days they were detected.',
  tags: ['alerts'],
  query: ListAlertsQuerySchema,
  reply: AlertPageReply,
  action: 'product:use',
  scope: 'alerts:read',
});

export const alertReview = defineRoute({
  method: 'POST',
  path: '/api/v1/alerts/:id/review',
  summary: 'Mark an alert reviewed',
  operationId: 'reviewAlert',
  description: 'With an optional note; an alert already reviewed answers 409.',
  tags: ['alerts'],
  params: IdParamsSchema,
  body: AlertReviewSchema,
  reply: AlertReply,
  action: 'product:use',
});
