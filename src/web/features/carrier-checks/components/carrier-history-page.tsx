import { useState } from 'react';
import { carrierMessages } from '@/domain/carrier-messages';
import { CARRIER_HISTORY_PAGE_SIZE, CARRIER_PAGE_SIZES } from '@/domain/carrier-page-sizes';
import type { CarrierCheck } from '@/domain/contracts/carrier-checks';
import { ExportCsvLink } from '@/web/components/export-csv-link';
import { PageHeader } from '@/web/components/page-header';
import { PagedListCard } from '@/web/components/paged-list-card';
import { PoweredBy } from '@/web/components/powered-by';
import { ProviderDataBadges } from '@/web/components/provider-data-badges';
import { useCarrierChecks } from '@/web/features/carrier-checks/api/carrier-checks';
import { usePagingParams } from '@/web/lib/use-paging-params';
import { CarrierCheckDetailsDialog } from './carrier-check-details-dialog';
import { CarrierHistoryTable } from './carrier-history-table';

/** Carrier Check History (/dashboard/vz-check-history): the organisation's checks, newest first. */
export function CarrierHistoryPage() {
  const params = usePagingParams(CARRIER_PAGE_SIZES, { defaultPageSize: CARRIER_HISTORY_PAGE_SIZE });
  const { page, pageSize, search } = params;
  const checks = useCarrierChecks({ page, pageSize, search });
  const [viewed, setViewed] = useState<CarrierCheck | null>(null);
  const emptyText = search ? `No carrier checks found matching "${search}"` : 'No carrier checks yet.';

  return (
    <div>
      <PageHeader title="Check History" description="Every carrier device check your organization has run.">
        <div className="flex flex-wrap items-center gap-2">
          <ProviderDataBadges provider="carrier" />
          <ExportCsvLink listPath="/api/v1/carrier-checks" filters={{ search }} />
        </div>
      </PageHeader>
      <PagedListCard
        searchLabel="Search by IMEI"
        paging={params}
        pageSizes={CARRIER_PAGE_SIZES}
        total={checks.data?.total ?? 0}
        failure={checks.isError ? carrierMessages.historyFailed : null}
      >
        <CarrierHistoryTable
          checks={checks.data?.items ?? []}
          isLoading={checks.isPending}
          emptyText={emptyText}
          onView={setViewed}
        />
      </PagedListCard>
      <CarrierCheckDetailsDialog check={viewed} onClose={() => setViewed(null)} />
      <PoweredBy />
    </div>
  );
}
