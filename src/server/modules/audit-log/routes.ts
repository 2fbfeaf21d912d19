import type { FastifyInstance } from 'fastify';
import {
  auditChainVerification,
  auditEventList,
  platformAuditChainVerification,
  platformAuditEventList,
} from '@/domain/contracts/audit-log';
import { registerCsvExport, sendCsv } from '@/server/http/csv-export';
import { registerContract } from '@/server/http/register-contract';
import {
  auditEventExport,
  listAuditEventPage,
  listPlatformAuditEventPage,
  platformAuditEventExport,
  verifyAuditLog,
  verifyPlatformAuditLog,
} from './service';

/**
 * The Org Admin Panel's audit log (who did what in the admin's own organisation) and the Super Admin Panel's (every
 * organisation's, and the platform's own events).
 */
export async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  registerContract(app, auditEventList, (request) => listAuditEventPage(request.tenant, request.query));
  registerCsvExport(app, auditEventList.export, auditEventExport);
  registerContract(app, auditChainVerification, (request) => verifyAuditLog(request.tenant));

  registerContract(app, platformAuditEventList, (request) =>
    listPlatformAuditEventPage(services, request.query),
  );
  registerContract(app, platformAuditEventList.export, (request, reply) =>
    sendCsv(reply, {
      filename: platformAuditEventExport.filename,
      columns: platformAuditEventExport.columns,
      read: platformAuditEventExport.read(services, request.query),
    }),
  );
  registerContract(app, platformAuditChainVerification, (request) =>
    verifyPlatformAuditLog(services, request.query),
  );
}
