import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditEventPageReply } from '@/domain/contracts/audit-log';
import { registerCsvExport } from '@/server/http/csv-export';
import { ListAuditEventsQuerySchema } from './schema';
import { auditEventExport, listAuditEventPage } from './service';

const tags = ['audit log'];

/** The Org Admin Panel's audit log: who did what in the admin's own organisation. */
export async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/audit-events',
    {
      config: { action: 'organisation:manage' },
      schema: {
        summary: "List your organization's audit log",
        tags,
        querystring: ListAuditEventsQuerySchema,
        response: { 200: AuditEventPageReply },
      },
    },
    (request) => listAuditEventPage(request.tenant, request.query),
  );

  registerCsvExport(app, {
    listPath: '/api/v1/audit-events',
    tags,
    action: 'organisation:manage',
    query: ListAuditEventsQuerySchema,
    export: auditEventExport,
  });
}
