import {
  combinedVerification,
  verifyAuditChain,
  verifyEveryAuditChain,
} from '@/server/audit/verify-audit-chain';
import type { TenantContext } from '@/server/auth/tenant-context';
import {
  type CsvColumn,
  EXPORT_BATCH_SIZE,
  type ListExport,
  type ReadNextBatch,
} from '@/server/http/csv-export';
import { readTenantPage } from '@/server/http/tenant-reads';
import type { Services } from '@/server/services';
import {
  auditEventBatch,
  listAuditEvents,
  listPlatformAuditEvents,
  platformAuditEventBatch,
} from './queries';
import type { ListAuditEventsQuery, ListPlatformAuditEventsQuery } from './schema';

type Deps = Pick<Services, 'db'>;

/** The Org Admin Panel's Verify: the organisation's audit chain, event by event. */
export function verifyAuditLog(tenant: TenantContext) {
  return tenant.read((tx) => verifyAuditChain(tx, tenant.organisationId));
}

/** The Super Admin Panel's Verify: one organisation's audit chain, or every chain (the platform's own too). */
export async function verifyPlatformAuditLog(deps: Deps, query: { organisationId?: string | undefined }) {
  if (query.organisationId) return verifyAuditChain(deps.db, query.organisationId);
  return combinedVerification(await verifyEveryAuditChain(deps.db));
}

export function listAuditEventPage(tenant: TenantContext, query: ListAuditEventsQuery) {
  return readTenantPage(tenant, query, listAuditEvents);
}

/** Super Admin Panel: one page of every organisation's audit log and the platform's own events. */
export async function listPlatformAuditEventPage(deps: Deps, query: ListPlatformAuditEventsQuery) {
  return { ...(await listPlatformAuditEvents(deps.db, query)), page: query.page, pageSize: query.pageSize };
}

type AuditEventRow = Awaited<ReturnType<typeof auditEventBatch>>['rows'][number];

const columns: CsvColumn<AuditEventRow>[] = [
  { header: 'Time', value: (row) => row.createdAt },
  { header: 'Action', value: (row) => row.action },
  { header: 'Subject', value: (row) => row.subjectType },
  { header: 'Subject Id', value: (row) => row.subjectId },
  { header: 'Actor', value: (row) => row.actor },
  { header: 'API Key', value: (row) => row.apiKey },
  { header: 'Details', value: (row) => (row.details ? JSON.stringify(row.details) : null) },
  // Added after the first columns, so a spreadsheet reading those by position reads them still.
  { header: 'IP Address', value: (row) => row.ipAddress },
  { header: 'User Agent', value: (row) => row.userAgent },
  { header: 'API Key Id', value: (row) => row.apiKeyId },
  { header: 'Directory', value: (row) => row.directory },
  // What a third party needs to compute each event's hash again (docs/integration.md, "Verifying the audit log").
  { header: 'Id', value: (row) => row.id },
  { header: 'Organization Id', value: (row) => row.organisationId },
  { header: 'Actor Id', value: (row) => row.actorUserId },
  { header: 'Directory Token Id', value: (row) => row.scimTokenId },
  { header: 'Previous Hash', value: (row) => row.previousHash },
  { header: 'Hash', value: (row) => row.hash },
];

/** The audit log as a CSV download, with the list's search, filters and days; details as their JSON. */
export const auditEventExport = {
  filename: 'audit-log',
  batch: auditEventBatch,
  columns,
} satisfies ListExport<AuditEventRow, ListAuditEventsQuery>;

/** The platform's audit log as a CSV download: the organisation's columns, with the organisation first. */
export const platformAuditEventExport = {
  filename: 'platform-audit-log',
  columns: [{ header: 'Organization', value: (row: AuditEventRow) => row.organisation }, ...columns],
  read:
    (deps: Deps, query: ListPlatformAuditEventsQuery): ReadNextBatch<AuditEventRow> =>
    (after) =>
      platformAuditEventBatch(deps.db, { after, size: EXPORT_BATCH_SIZE }, query),
};
