import { Info } from 'lucide-react';
import { useState } from 'react';
import { FINLOCK_STATUSES, type FinLockStatus } from '@/domain/carrier-finlock-status';
import { carrierMessages } from '@/domain/carrier-messages';
import { CARRIER_PAGE_SIZES, FINLOCK_PAGE_SIZE } from '@/domain/carrier-page-sizes';
import type { FinLockRequest } from '@/domain/contracts/finlock-requests';
import { finLockRequestList } from '@/domain/contracts/finlock-requests';
import { LIST_FILTERS } from '@/domain/register-filters';
import { CarrierListPage } from '@/web/components/carrier-list-page';
import { RegisterFilterBar } from '@/web/components/register/register-filter-bar';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/web/components/ui/tooltip';
import { useFinLockRequests } from '@/web/features/finlock-requests/api/finlock-requests';
import { ApiError } from '@/web/lib/api-client';
import { usePagingParams } from '@/web/lib/use-paging-params';
import { DeleteFinLockDialog } from './delete-finlock-dialog';
import { FinLockTable } from './finlock-table';
import { StatusFilter } from './status-filter';

/** A user of no organisation reads why there is no list, not that loading failed. */
function listFailure(error: Error): string {
  return error instanceof ApiError && error.code === 'NO_ORGANIZATION'
    ? carrierMessages.finlockListNoOrganization
    : carrierMessages.finlockListFailed;
}

const asStatus = (value: string): FinLockStatus | '' =>
  (FINLOCK_STATUSES as readonly string[]).includes(value) ? (value as FinLockStatus) : '';

function WhatItDoes() {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          className="rounded-full text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Info className="size-5" aria-hidden="true" />
          <span className="sr-only">About FinLock removal: {carrierMessages.finlockTooltip}</span>
        </button>
      </TooltipTrigger>
      <TooltipContent side="bottom" aria-hidden="true">
        {carrierMessages.finlockTooltip}
      </TooltipContent>
    </Tooltip>
  );
}

const FILTERS = LIST_FILTERS.finlockRequests;

/** Financial Lock Removal requests (/dashboard/vz-unlock). */
export function FinLockRequestsPage() {
  const params = usePagingParams(CARRIER_PAGE_SIZES, {
    defaultPageSize: FINLOCK_PAGE_SIZE,
    filters: ['status', ...FILTERS],
  });
  const { page, pageSize, search } = params;
  const { status: _status, ...filters } = params.filters;
  const status = asStatus(params.filter('status'));
  const requests = useFinLockRequests({ page, pageSize, search, status, filters });
  const [deleting, setDeleting] = useState<FinLockRequest | null>(null);

  return (
    <CarrierListPage
      title="Financial Lock Removal"
      description="Requests to remove financial encumbrances on an IMEI."
      actions={<WhatItDoes />}
      exportCsv={{ route: finLockRequestList.export, query: { search, status, ...filters } }}
      paging={params}
      total={requests.data?.total ?? 0}
      failure={requests.isError ? listFailure(requests.error) : null}
      filters={
        <>
          <StatusFilter value={status} onChange={(next) => params.setFilter('status', next)} />
          <RegisterFilterBar idPrefix="finlock" names={FILTERS} paging={params} />
        </>
      }
      dialogs={<DeleteFinLockDialog request={deleting} onClose={() => setDeleting(null)} />}
    >
      <FinLockTable
        requests={requests.data?.items ?? []}
        isLoading={requests.isPending}
        onDelete={setDeleting}
      />
    </CarrierListPage>
  );
}
