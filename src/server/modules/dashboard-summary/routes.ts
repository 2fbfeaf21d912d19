import type { FastifyInstance } from 'fastify';
import { dashboardSummaryRead } from '@/domain/contracts/dashboard-summary';
import { registerContract } from '@/server/http/register-contract';
import { loadDashboardSummary } from './service';

/** The dashboard home's figures for the actor's organisation and a period, counted by the database. */
export async function dashboardSummaryRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, dashboardSummaryRead, (request) =>
    loadDashboardSummary(request.tenant, request.query),
  );
}
