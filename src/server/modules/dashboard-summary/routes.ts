import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardSummaryReply } from '@/domain/contracts/dashboard-summary';
import { DashboardSummaryQuerySchema } from './schema';
import { loadDashboardSummary } from './service';

/** The dashboard home's figures for the actor's organisation and a period, counted by the database. */
export async function dashboardSummaryRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/dashboard-summary',
    {
      config: { action: 'product:use' },
      schema: {
        summary: 'Read the dashboard summary for a period',
        tags: ['dashboard'],
        querystring: DashboardSummaryQuerySchema,
        response: { 200: DashboardSummaryReply },
      },
    },
    (request) => loadDashboardSummary(request.tenant, request.query),
  );
}
