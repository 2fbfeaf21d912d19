import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  type AuditChainVerification,
  auditChainVerification,
  type auditEventList,
  type PlatformAuditEventReply,
  platformAuditChainVerification,
  platformAuditEventList,
} from '@/domain/contracts/audit-log';
import type { Page } from '@/domain/contracts/page';
import type { Wire } from '@/domain/contracts/wire';
import { api } from '@/web/lib/api-client';
import type { PagingParams } from '@/web/lib/paging';
import { queryKeys } from '@/web/lib/query-keys';

/** The audit logs: the organisation's (Org Admin Panel) and the whole platform's (Super Admin Panel). */
export type AuditLogList = typeof auditEventList | typeof platformAuditEventList;

/** What narrows an audit log, as the address and the server name it (each may be empty). */
export const AUDIT_LOG_FILTERS = ['actor', 'action', 'subject', 'from', 'to', 'organisationId'] as const;
export type AuditLogFilters = Record<(typeof AUDIT_LOG_FILTERS)[number], string>;

/** Either log's entry: the organisation's own entries do not name the organisation. */
export type AuditLogEntry = Omit<Wire<typeof PlatformAuditEventReply>, 'organisation'> & {
  organisation?: string | null;
};

/** One page of an audit log with its filters. */
export function useAuditLog(list: AuditLogList, params: PagingParams & AuditLogFilters) {
  const { page, pageSize, search, filters, ...named } = params;
  return useQuery({
    queryKey: queryKeys.administration.auditLog(list.path, params),
    queryFn: (): Promise<Page<AuditLogEntry>> =>
      api.call(list, { query: { page, pageSize, search, ...filters, ...named } }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Verify: the audit log's hash chain checked event by event; the organisation's own (Org Admin Panel), or on the
 * platform's log the chosen organisation's, or every one when none is chosen.
 */
export function useVerifyAuditLog(list: AuditLogList) {
  return useMutation({
    mutationFn: (organisationId: string): Promise<AuditChainVerification> =>
      list === platformAuditEventList
        ? api.call(platformAuditChainVerification, { query: { organisationId } })
        : api.call(auditChainVerification),
  });
}
