import type { SettledClaimDetail, SettledClaimRow } from '@/domain/contracts/settled-claims';
import { CLAIM_LIST_PAGE_SIZES } from '@/domain/page-sizes';
import { LIST_FILTERS } from '@/domain/register-filters';
import { registerMessages } from '@/domain/register-messages';
import type { Register } from '@/web/components/register/register';
import { RegisterPage } from '@/web/components/register/register-page';
import { Muted } from '@/web/components/register/register-table';
import { VerdictBadge } from '@/web/components/verdict-badge';
import { settledClaimsEndpoint } from '@/web/features/settled-claims/api/settled-claims';
import { formatDateTimeToMinute } from '@/web/lib/format-date';
import { queryKeys } from '@/web/lib/query-keys';
import { rowName } from '@/web/lib/row-name';
import { deviceName, replacementSpecs } from './device-names';
import { RegistryBadge } from './registry-badge';
import { SettledClaimDetails } from './settled-claim-details';

const SETTLED_CLAIMS: Register<SettledClaimRow, SettledClaimDetail> = {
  title: 'Settled Claims',
  description: 'Every claim your organization has settled, with its replacement device.',
  pageSizes: CLAIM_LIST_PAGE_SIZES,
  searchLabel: 'Search by IMEI or claim reference',
  filters: LIST_FILTERS.settledClaims,
  loadFailure: registerMessages.loadSettledFailed,
  endpoint: settledClaimsEndpoint,
  tableLabel: 'Settled claims',
  // On a laptop (1366 px) the original device, the replacement's IMEI and the claim type give way, on a tablet the
  // replacement and the reference too, so the verdict, the registry and the row's Actions show without scrolling; the
  // details have them all.
  columns: [
    {
      header: 'Date Settled',
      className: 'whitespace-nowrap',
      cell: (record) => formatDateTimeToMinute(record.settledAt),
    },
    { header: 'Original IMEI', className: 'font-mono', cell: (record) => record.imei },
    { header: 'Verdict', cell: (record) => <VerdictBadge verdict={record.verdict} /> },
    {
      header: 'Claim Reference',
      shownFrom: 'lg',
      cell: (record) => record.claimReference ?? <Muted text="No reference" />,
    },
    {
      header: 'Original Device',
      wrap: true,
      shownFrom: '2xl',
      cell: (record) => deviceName(record.deviceMake, record.deviceModel),
    },
    {
      header: 'Replacement Device',
      wrap: true,
      shownFrom: 'lg',
      cell: ({ replacement }) =>
        replacement ? (
          <div className="grid">
            <span>{deviceName(replacement.make, replacement.model)}</span>
            <span className="text-xs text-muted-foreground">{replacementSpecs(replacement)}</span>
          </div>
        ) : (
          <Muted text="No replacement" />
        ),
    },
    {
      header: 'Replacement IMEI',
      shownFrom: '2xl',
      cell: ({ replacement }) =>
        replacement ? <span className="font-mono">{replacement.imei}</span> : <Muted text="N/A" />,
    },
    {
      header: 'Claim Type',
      wrap: true,
      shownFrom: '2xl',
      cell: (record) => record.claimType ?? <Muted text="Not Set" />,
    },
    { header: 'Registry', cell: (record) => <RegistryBadge status={record.registryStatus} /> },
  ],
  noun: 'settled claims',
  emptyText: 'No claims have been settled yet.',
  rowName: (record) => rowName(record.imei, { event: 'settled', at: record.settledAt }),
  details: {
    title: 'Settled Claim Details',
    queryKey: queryKeys.settledClaims.detail,
    loadingDescription: 'The settled claim and its devices.',
    Body: SettledClaimDetails,
  },
  deletion: {
    permission: 'claim:delete',
    // The dashboard's figures and the replacement devices change too.
    refreshes: 'everything',
    what: (record) => registerMessages.deleteSettledWhat(record.imei),
    doneTitle: 'Claim Deleted',
    doneText: 'The settled claim has been deleted.',
    failure: registerMessages.deleteSettledFailed,
    showsRefusal: true,
  },
};

/** Every claim the organisation has settled; super admins may delete one. */
export function SettledClaimsPage() {
  return <RegisterPage register={SETTLED_CLAIMS} />;
}
