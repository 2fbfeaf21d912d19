import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { FinLockStatus } from '@/domain/carrier-finlock-status';
import type { DashboardPeriod } from '@/domain/dashboard-period';
import type { PagingParams } from './paging';

/**
 * The key of every cached server answer. A resource's `all` key starts each of its lists and records, so a change
 * refreshes the lists and records it makes out of date by naming them here.
 */
export const queryKeys = {
  profile: () => ['profile'] as const,
  recoveryCodesLeft: () => ['recovery-codes-left'] as const,
  appInfo: () => ['app-info'] as const,
  invitation: (token: string | null) => ['invitation', token] as const,
  passwordResetToken: (token: string | null) => ['password-reset-token', token] as const,
  claimTypes: () => ['claim-types'] as const,
  denialReasons: () => ['denial-reasons'] as const,
  handlers: () => ['handlers'] as const,
  savedViews: () => ['saved-views'] as const,
  workQueueSummary: () => ['work-queue-summary'] as const,
  /** Without a period: every period's summary (what a settle or a denial makes out of date). */
  dashboardSummary: (period?: DashboardPeriod) =>
    period ? (['dashboard-summary', period] as const) : (['dashboard-summary'] as const),
  bulkIntakes: {
    all: () => ['bulk-intakes'] as const,
    list: (page: number) => ['bulk-intakes', 'list', page] as const,
    awaitingApproval: () => ['bulk-intakes', 'list', 'awaiting-approval'] as const,
    detail: (id: string) => ['bulk-intakes', id] as const,
    rows: (id: string, page: number) => ['bulk-intakes', id, 'rows', page] as const,
  },
  checks: {
    all: () => ['checks'] as const,
    lists: () => ['checks', 'list'] as const,
    list: (params: PagingParams) => ['checks', 'list', params] as const,
    detail: (id: string) => ['checks', 'detail', id] as const,
  },
  deviceVerification: (imei: string | undefined) => ['device-verification', imei] as const,
  replacementMatches: {
    all: () => ['replacement-matches'] as const,
    of: (imeiKey: string | null) => ['replacement-matches', imeiKey] as const,
  },
  settledClaims: {
    all: () => ['settled-claims'] as const,
    list: (params: PagingParams) => ['settled-claims', 'list', params] as const,
    detail: (id: string) => ['settled-claims', 'detail', id] as const,
  },
  deniedClaims: {
    all: () => ['denied-claims'] as const,
    list: (params: PagingParams) => ['denied-claims', 'list', params] as const,
    detail: (id: string) => ['denied-claims', 'detail', id] as const,
  },
  replacementDevices: {
    all: () => ['replacement-devices'] as const,
    list: (params: PagingParams) => ['replacement-devices', 'list', params] as const,
  },
  carrierChecks: {
    all: () => ['carrier-checks'] as const,
    list: (params: PagingParams) => ['carrier-checks', 'list', params] as const,
  },
  finLockRequests: {
    all: () => ['finlock-requests'] as const,
    list: (params: PagingParams & { status: FinLockStatus | '' }) =>
      ['finlock-requests', 'list', params] as const,
  },
  alerts: {
    all: () => ['alerts'] as const,
    list: (params: PagingParams) => ['alerts', 'list', params] as const,
  },
  monitoringSettings: () => ['monitoring-settings'] as const,
  /** The Org Admin Panel's data retention: the settings, and the legal holds in force. */
  retentionSettings: () => ['retention-settings'] as const,
  legalHolds: () => ['legal-holds'] as const,
  retentionPreview: () => ['retention-preview'] as const,
  retentionRuns: () => ['retention-runs'] as const,
  /** The organisation's current triage rules (the Org Admin Panel's form). */
  triageRules: () => ['triage-rules'] as const,
  /** The organisation's device-history searches in a period (UTC days, both included). */
  deviceSearchSummary: (from: string) => ['device-search-summary', from] as const,
  /** This month's searches against the organisation's monthly budget. */
  deviceSearchBudget: () => ['device-search-budget'] as const,
  outbox: (page: number) => ['outbox', page] as const,
  /** What the organisation holds about one subject of a subject request (its selector). */
  subjectDataSummary: (selector: Record<string, string | undefined>) =>
    ['subject-data-summary', selector] as const,
  /** The Org Admin and Super Admin panels: whoever is invited or changed shows in every list of people. */
  administration: {
    all: () => ['administration'] as const,
    organisation: () => ['administration', 'organisation'] as const,
    members: () => ['administration', 'members'] as const,
    settings: () => ['administration', 'settings'] as const,
    apiKeys: () => ['administration', 'api-keys'] as const,
    scimTokens: () => ['administration', 'scim-tokens'] as const,
    auditLog: (listPath: string, params: PagingParams) =>
      ['administration', 'audit-log', listPath, params] as const,
    organisations: () => ['administration', 'organisations'] as const,
    users: (query: PagingParams) => ['administration', 'users', query] as const,
  },
  /** The Org Admin Panel's webhook endpoints; a delivery log lives under its endpoint. */
  webhooks: {
    all: () => ['webhooks'] as const,
    endpoints: () => ['webhooks', 'endpoints'] as const,
    deliveries: (endpointId: string, page: number) => ['webhooks', 'deliveries', endpointId, page] as const,
  },
};

/** Refreshes what is cached under each of `keys`; settles when all of it has been read again. */
export function invalidateKeys(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
