import { z } from 'zod';
import type { Wire } from './wire';

const Breakdown = z.object({
  total: z.number().int(),
  rows: z.array(z.object({ label: z.string(), count: z.number().int() })).describe('Largest group first'),
});

/** `GET /api/v1/dashboard-summary`: the dashboard home's three cards. */
export const DashboardSummaryReply = z.object({
  inReview: Breakdown.describe("Open checks by claim type ('Unspecified' when none)"),
  settled: Breakdown.describe("Settled claims by notes ('No notes' when none)"),
  denied: Breakdown.describe("Denied claims by denial reason ('Unspecified' when none)"),
});

export type DashboardSummary = Wire<typeof DashboardSummaryReply>;
