import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AlertPageReply, AlertReply, AlertReviewSchema } from '@/domain/contracts/monitoring';
import { type ListAccess, registerCsvExport } from '@/server/http/csv-export';
import { IdParamsSchema } from '@/server/http/id-params';
import { ListAlertsQuerySchema } from './schema';
import { alertExport, listAlertPage, reviewAlert } from './service';

const path = '/api/v1/alerts';
const tags = ['alerts'];

/** Monitoring alerts (/dashboard/alerts): settled devices whose status changed, scoped to the actor's organisation. */
export async function alertRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const listAccess: ListAccess = { action: 'product:use', scope: 'alerts:read' };
  r.get(
    path,
    {
      config: listAccess,
      schema: {
        summary: 'List alerts',
        description:
          'Newest first; filtered by kind, state (open or reviewed) and the days they were detected.',
        tags,
        querystring: ListAlertsQuerySchema,
        response: { 200: AlertPageReply },
      },
    },
    (request) => listAlertPage(request.tenant, request.query),
  );

  registerCsvExport(app, {
    listPath: path,
    tags,
    access: listAccess,
    query: ListAlertsQuerySchema,
    export: alertExport,
  });

  r.post(
    `${path}/:id/review`,
    {
      config: { action: 'product:use' },
      schema: {
        summary: 'Mark an alert reviewed',
        description: 'With an optional note; an alert already reviewed answers 409.',
        tags,
        params: IdParamsSchema,
        body: AlertReviewSchema,
        response: { 200: AlertReply },
      },
    },
    (request) => reviewAlert(request.tenant, { id: request.params.id, review: request.body }),
  );
}
