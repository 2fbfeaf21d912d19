import type { TenantContext } from '@/server/auth/tenant-context';
import type { ListExport } from '@/server/http/csv-export';
import { readTenantPage } from '@/server/http/tenant-reads';
import { auditEventBatch, listAuditEvents } from './queries';
import type { ListAuditEventsQuery } from './schema';

export function listAuditEventPage(tenant: TenantContext, query: ListAuditEventsQuery) {
  return readTenantPage(tenant, query, listAuditEvents);
}

type AuditEventRow = Awaited<ReturnType<typeof auditEventBatch>>['rows'][number];

/** The audit log as a CSV download, with the list's search and days; details as their JSON. */
export const auditEventExport = {
  filename: 'audit-log',
  batch: auditEventBatch,
  columns: [
    { header: 'Time', value: (row) => row.createdAt },
    { header: 'Action', value: (row) => row.action },
    { header: 'Subject', value: (row) => row.subjectType },
    { header: 'Subject Id', value: (row) => row.subjectId },
    { header: 'Actor', value: (row) => row.actor },
    { header: 'API Key', value: (row) => row.apiKey },
    { header: 'Details', value: (row) => (row.details ? JSON.stringify(row.details) : null) },
  ],
} satisfies ListExport<AuditEventRow, ListAuditEventsQuery>;
