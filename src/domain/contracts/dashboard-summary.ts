import { z } from 'zod';
import { DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD, dashboardMessages } from '@/domain/dashboard-period';
import { defineRoute } from './route';
import type { Wire } from './wire';

const Breakdown = z.object({
  total: z.number().int(),
  rows: z
    .array(
      z.object({
        label: z.string(),
        count: z.number().int(),
        value: z
          .string()
          .nullable()
          .describe('The label as recorded, what a register filters by; null when missing'),
      }),
    )
    .describe('Largest group first'),
});

const day = z.iso.date();

/** `GET /api/v1/dashboard-summary`: the dashboard home's cards and trend for a period. */
export const DashboardSummaryReply = z.object({
  period: z.object({
    name: z.enum(DASHBOARD_PERIODS),
    from: day.nullable().describe('First day counted (UTC); null for all time'),
    to: day.describe('Last day counted (UTC): today'),
    bucket: z.enum(['day', 'week']).describe('What one point of the trend covers; a week starts on Monday'),
  }),
  openChecks: z.number().int().describe('Every open check of the organization, whatever the period'),
  openAlerts: z
    .number()
    .int()
    .describe('Monitoring alerts of the organization not reviewed yet, whatever the period'),
  inReview: Breakdown.describe("Open checks recorded in the period, by claim type ('Unspecified' when none)"),
  settled: Breakdown.describe("Claims settled in the period, by notes ('No notes' when none)"),
  denied: Breakdown.describe("Claims denied in the period, by denial reason ('Unspecified' when none)"),
  redVerdicts: z
    .number()
    .int()
    .describe('Of the open checks recorded in the period, those with a red verdict'),
  trend: z
    .array(
      z.object({
        start: day.describe("The bucket's first day"),
        checks: z.number().int(),
        settled: z.number().int(),
        denied: z.number().int(),
      }),
    )
    .describe('Open checks recorded, claims settled and claims denied per day or week, oldest first'),
});

export type DashboardSummary = Wire<typeof DashboardSummaryReply>;

/** The dashboard's period: the last 7, 30 or 90 days, the last 12 months or all time (the default). */
export const DashboardSummaryQuerySchema = z.object({
  period: z.enum(DASHBOARD_PERIODS, dashboardMessages.invalidPeriod).default(DEFAULT_DASHBOARD_PERIOD),
});
export type DashboardSummaryQuery = z.output<typeof DashboardSummaryQuerySchema>;

/** The dashboard home's figures for the caller's organisation and a period, counted by the database. */
export const dashboardSummaryRead = defineRoute({
  method: 'GET',
  path: '/api/v1/dashboard-summary',
  summary: 'Read the dashboard summary for a period',
  operationId: 'getDashboardSummary',
  tags: ['dashboard'],
  query: DashboardSummaryQuerySchema,
  reply: DashboardSummaryReply,
  action: 'product:use',
});
