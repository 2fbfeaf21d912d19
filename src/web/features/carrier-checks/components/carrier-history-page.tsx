import { useState } from 'react';
import { carrierMessages } from '@/domain/carrier-messages';
import { CARRIER_HISTORY_PAGE_SIZE, CARRIER_PAGE_SIZES } from '@/domain/carrier-page-sizes';
import type { CarrierCheck } from '@/domain/contracts/carrier-checks';
import { carrierCheckList } from '@/domain/contracts/carrier-checks';
import { LIST_FILTERS } from '@/domain/register-filters';
import { CarrierListPage } from '@/web/components/carrier-list-page';
import { RegisterFilterBar } from '@/web/components/register/register-filter-bar';
import { noMatchText } from '@/web/components/register/register-page';
import { useCarrierChecks } from '@/web/features/carrier-checks/api/carrier-checks';
import { usePagingParams } from '@/web/lib/use-paging-params';
import { CarrierCheckDetailsDialog } from './carrier-check-details-dialog';
import { CarrierHistoryTable } from './carrier-history-table';

const FILTERS = LIST_FILTERS.carrierChecks;

/** Carrier Check History (/dashboard/vz-check-history): the organisation's checks, newest first. */
export function CarrierHistoryPage() {
  const params = usePagingParams(CARRIER_PAGE_SIZES, {
    defaultPageSize: CARRIER_HISTORY_PAGE_SIZE,
    filters: FILTERS,
  });
  const { page, pageSize, search, filters } = params;
  const checks = useCarrierChecks({ page, pageSize, search, filters });
  const [viewed, setViewed] = useState<CarrierCheck | null>(null);
  const emptyText =
    noMatchText('carrier checks', search, Object.keys(filters).length > 0) ?? 'No carrier checks yet.';

  return (
    <CarrierListPage
      title="Check History"
      description="Every carrier device check your organization has run."
      exportCsv={{ route: carrierCheckList.export, query: { search, ...filters } }}
      paging={params}
      total={checks.data?.total ?? 0}
      failure={checks.isError ? carrierMessages.historyFailed : null}
      filters={<RegisterFilterBar idPrefix="carrier-checks" names={FILTERS} paging={params} />}
      dialogs={<CarrierCheckDetailsDialog check={viewed} onClose={() => setViewed(null)} />}
    >
      <CarrierHistoryTable
        checks={checks.data?.items ?? []}
        isLoading={checks.isPending}
        emptyText={emptyText}
        onView={setViewed}
      />
    </CarrierListPage>
  );
}
