import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditEventPageReply, PlatformAuditEventPageReply } from '@/domain/contracts/audit-log';
import { type ListAccess, registerCsvExport, sendCsv } from '@/server/http/csv-export';
import { ListAuditEventsQuerySchema, ListPlatformAuditEventsQuerySchema } from './schema';
import {
  auditEventExport,
  listAuditEventPage,
  listPlatformAuditEventPage,
  platformAuditEventExport,
} from './service';

const tags = ['audit log'];

/**
 * The Org Admin Panel's audit log (who did what in the admin's own organisation) and the Super Admin Panel's (every
 * organisation's, and the platform's own events).
 */
export async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app;

  const listAccess: ListAccess = { action: 'organisation:manage' };
  r.get(
    '/api/v1/audit-events',
    {
      config: listAccess,
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
    access: listAccess,
    query: ListAuditEventsQuerySchema,
    export: auditEventExport,
  });

  r.get(
    '/api/v1/platform/audit-events',
    {
      config: { action: 'platform:manage' },
      schema: {
        summary: "List every organization's audit log",
        tags,
        querystring: ListPlatformAuditEventsQuerySchema,
        response: { 200: PlatformAuditEventPageReply },
      },
    },
    (request) => listPlatformAuditEventPage(services, request.query),
  );

  r.get(
    '/api/v1/platform/audit-events/export.csv',
    {
      config: { action: 'platform:manage' },
      schema: {
        summary: "Export every organization's audit log as CSV",
        description:
          "Every event matching the list's search and filters (paging is ignored), newest first, as a CSV file.",
        tags,
        querystring: ListPlatformAuditEventsQuerySchema,
        produces: ['text/csv'],
      },
    },
    (request, reply) =>
      sendCsv(reply, {
        filename: platformAuditEventExport.filename,
        columns: platformAuditEventExport.columns,
        read: platformAuditEventExport.read(services, request.query),
      }),
  );
}
