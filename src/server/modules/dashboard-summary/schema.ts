import { z } from 'zod';
import { DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD, dashboardMessages } from '@/domain/dashboard-period';

/** The dashboard's period: the last 7, 30 or 90 days, the last 12 months or all time (the default). */
export const DashboardSummaryQuerySchema = z.object({
  period: z.enum(DASHBOARD_PERIODS, dashboardMessages.invalidPeriod).default(DEFAULT_DASHBOARD_PERIOD),
});
export type DashboardSummaryQuery = z.output<typeof DashboardSummaryQuerySchema>;
