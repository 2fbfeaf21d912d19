import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadDashboardSummary } from './service';

const BreakdownSchema = z.object({
  total: z.number().int(),
  rows: z.array(z.object({ label: z.string(), count: z.number().int() })).describe('Largest group first'),
});

const DashboardSummarySchema = z.object({
  inReview: BreakdownSchema.describe("Open checks by claim type ('Unspecified' when none)"),
  settled: BreakdownSchema.describe("Settled claims by notes ('No notes' when none)"),
  denied: BreakdownSchema.describe("Denied claims by denial reason ('Unspecified' when none)"),
});

/** The dashboard home's figures for the actor's organisation, counted by the database. */
export async function dashboardSummaryRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/dashboard-summary',
    {
      config: { action: 'product:use' },
      schema: { tags: ['dashboard'], response: { 200: DashboardSummarySchema } },
    },
    (request) => loadDashboardSummary(app.services, request.actor),
  );
}
