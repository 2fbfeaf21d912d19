import type { FastifyInstance } from 'fastify';
import { alertList, alertReview } from '@/domain/contracts/monitoring';
import { registerCsvExport } from '@/server/http/csv-export';
import { registerContract } from '@/server/http/register-contract';
import { alertExport, listAlertPage, reviewAlert } from './service';

/** Monitoring alerts (/dashboard/alerts): settled devices whose status changed, scoped to the actor's organisation. */
export async function alertRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, alertList, (request) => listAlertPage(request.tenant, request.query));
  registerCsvExport(app, alertList.export, alertExport);
  registerContract(app, alertReview, (request) =>
    reviewAlert(request.tenant, { id: request.params.id, review: request.body }),
  );
}
