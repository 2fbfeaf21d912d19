import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PlatformAuditEventReply } from '@/domain/contracts/audit-log';
import { pageReply } from '@/domain/contracts/page';
import type { Wire } from '@/domain/contracts/wire';
import { api } from '@/web/lib/api-client';
import { type PagingParams, pagingQuery } from '@/web/lib/paging';
import { queryKeys } from '@/web/lib/query-keys';

/** The audit logs: the organisation's (Org Admin Panel) and the whole platform's (Super Admin Panel). */
export type AuditLogPath = '/api/v1/audit-events' | '/api/v1/platform/audit-events';

/** What narrows an audit log, as the address and the server name it (each may be empty). */
export const AUDIT_LOG_FILTERS = ['actor', 'action', 'subject', 'from', 'to', 'organisationId'] as const;
export type AuditLogFilters = Record<(typeof AUDIT_LOG_FILTERS)[number], string>;

/** Either log's page: the organisation's own entries do not name the organisation. */
const AuditLogPageReply = pageReply(PlatformAuditEventReply.partial({ organisation: true }));
export type AuditLogEntry = Wire<typeof AuditLogPageReply>['items'][number];

/** One page of an audit log with its filters. */
export function useAuditLog(listPath: AuditLogPath, params: PagingParams & AuditLogFilters) {
  const { page, pageSize, search, filters, ...named } = params;
  const query = pagingQuery({ page, pageSize, search, filters: { ...filters, ...named } });
  return useQuery({
    queryKey: queryKeys.administration.auditLog(listPath, params),
    queryFn: () => api.get(`${listPath}?${query}`, AuditLogPageReply),
    placeholderData: keepPreviousData,
  });
}
