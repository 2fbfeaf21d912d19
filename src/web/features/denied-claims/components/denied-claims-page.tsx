import type { DeniedClaimDetail, DeniedClaimRow } from '@/domain/contracts/denied-claims';
import { CLAIM_LIST_PAGE_SIZES } from '@/domain/page-sizes';
import { LIST_FILTERS } from '@/domain/register-filters';
import { registerMessages } from '@/domain/register-messages';
import type { Register } from '@/web/components/register/register';
import { RegisterPage } from '@/web/components/register/register-page';
import { Muted } from '@/web/components/register/register-table';
import { VerdictBadge } from '@/web/components/verdict-badge';
import { deniedClaimsEndpoint } from '@/web/features/denied-claims/api/denied-claims';
import { formatDate, formatTime } from '@/web/lib/format-date';
import { queryKeys } from '@/web/lib/query-keys';
import { rowName } from '@/web/lib/row-name';
import { DeniedClaimDetails } from './denied-claim-details';

const DENIED_CLAIMS: Register<DeniedClaimRow, DeniedClaimDetail> = {
  title: 'Denied Claims',
  description: 'Every claim your organization has denied, and why.',
  pageSizes: CLAIM_LIST_PAGE_SIZES,
  searchLabel: 'Search by IMEI or claim reference',
  filters: LIST_FILTERS.deniedClaims,
  loadFailure: registerMessages.loadDeniedFailed,
  endpoint: deniedClaimsEndpoint,
  tableLabel: 'Denied claims',
  columns: [
    { header: 'Date Denied', cell: (record) => formatDate(record.deniedAt) },
    { header: 'Time', cell: (record) => formatTime(record.deniedAt) },
    { header: 'IMEI', className: 'font-mono', cell: (record) => record.imei },
    { header: 'Verdict', cell: (record) => <VerdictBadge verdict={record.verdict} /> },
    { header: 'Claim Reference', cell: (record) => record.claimReference ?? <Muted text="No reference" /> },
    { header: 'Claim Type', cell: (record) => record.claimType ?? <Muted text="Not Set" /> },
    { header: 'Denial Reason', cell: (record) => record.denialReason.trim() || <Muted text="Unspecified" /> },
    { header: 'Denied By', cell: (record) => record.deniedBy ?? <Muted text="Unknown" /> },
  ],
  noun: 'denied claims',
  emptyText: 'No claims have been denied yet.',
  rowName: (record) => rowName(record.imei, { event: 'denied', at: record.deniedAt }),
  details: {
    title: 'Denied Claim Details',
    queryKey: queryKeys.deniedClaims.detail,
    loadingDescription: 'The denied claim and its device.',
    Body: DeniedClaimDetails,
  },
  deletion: {
    permission: 'claim:delete',
    // The dashboard's figures change too.
    refreshes: 'everything',
    what: (record) => `the denied claim for IMEI ${record.imei}`,
    doneTitle: 'Denied Claim Deleted',
    doneText: 'The denied claim has been deleted.',
    failure: registerMessages.deleteDeniedFailed,
    // Always this one failure text (settled claims and devices also show the server's).
    showsRefusal: false,
  },
};

/** Every claim the organisation has denied, and why; super admins may delete one. */
export function DeniedClaimsPage() {
  return <RegisterPage register={DENIED_CLAIMS} />;
}
