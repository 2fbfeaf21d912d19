import { useState } from 'react';
import { carrierMessages } from '@/domain/carrier-messages';
import { CARRIER_HISTORY_PAGE_SIZE, CARRIER_PAGE_SIZES } from '@/domain/carrier-page-sizes';
import type { CarrierCheck } from '@/domain/contracts/carrier-checks';
import { DataTableFooter } from '@/web/components/data-table-footer';
import { PageHeader } from '@/web/components/page-header';
import { PoweredBy } from '@/web/components/powered-by';
import { SearchBox } from '@/web/components/search-box';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
import { Card } from '@/web/components/ui/card';
import { useCarrierChecks } from '@/web/features/carrier-check/api/carrier-checks';
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
      <PageHeader title="Check History" description="Every carrier device check your organization has run." />
      <Card>
        <div className="p-4">
          <SearchBox label="Search by IMEI" value={search} onSearch={params.setSearch} />
        </div>
        {checks.isError ? (
          <Alert variant="destructive" className="mx-4 mb-4 w-auto">
            <AlertDescription>{carrierMessages.historyFailed}</AlertDescription>
          </Alert>
        ) : (
          <>
            <CarrierHistoryTable
              checks={checks.data?.items ?? []}
              isLoading={checks.isPending}
              emptyText={emptyText}
              onView={setViewed}
            />
            <DataTableFooter
              page={page}
              pageSize={pageSize}
              pageSizes={CARRIER_PAGE_SIZES}
              total={checks.data?.total ?? 0}
              onPage={params.setPage}
              onPageSize={params.setPageSize}
            />
          </>
        )}
      </Card>
      <CarrierCheckDetailsDialog check={viewed} onClose={() => setViewed(null)} />
      <PoweredBy />
    </div>
  );
}
