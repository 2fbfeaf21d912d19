import { useState } from 'react';
import { alertMessages } from '@/domain/alert-messages';
import type { Alert } from '@/domain/contracts/monitoring';
import { ALERT_KIND_LABELS } from '@/domain/monitoring';
import { CLAIM_LIST_PAGE_SIZES } from '@/domain/page-sizes';
import { LIST_FILTERS } from '@/domain/register-filters';
import { ExportCsvLink } from '@/web/components/export-csv-link';
import { ListTable } from '@/web/components/list-table';
import { PageHeader } from '@/web/components/page-header';
import { PagedListCard } from '@/web/components/paged-list-card';
import { useRegisterList } from '@/web/components/register/register-api';
import { RegisterFilterBar } from '@/web/components/register/register-filter-bar';
import { Button } from '@/web/components/ui/button';
import { TableCell, TableRow } from '@/web/components/ui/table';
import { alertsEndpoint } from '@/web/features/alerts/api/alerts';
import { formatDateTime } from '@/web/lib/format-date';
import { usePagingParams } from '@/web/lib/use-paging-params';
import { AlertChange, AlertClaim, AlertDevice, AlertState } from './alert-cells';
import { ReviewAlertDialog } from './review-alert-dialog';

const COLUMNS = ['Device', 'Claim', 'What Changed', 'Detected', 'State', 'Actions'];

/** Settled devices whose status changed since the payout, newest first; a handler marks each reviewed. */
export function AlertsPage() {
  const paging = usePagingParams(CLAIM_LIST_PAGE_SIZES, { filters: LIST_FILTERS.alerts });
  const { page, pageSize, filters } = paging;
  const list = useRegisterList(alertsEndpoint, { page, pageSize, search: '', filters });
  const [reviewing, setReviewing] = useState<Alert | null>(null);
  const isFiltered = Object.keys(filters).length > 0;

  return (
    <div>
      <PageHeader
        title="Alerts"
        description="Settled devices whose status changed after the payout: unblocked, found, traded or claimed again."
      >
        <ExportCsvLink route={alertsEndpoint.list.export} query={filters} />
      </PageHeader>
      <PagedListCard
        searchLabel={null}
        paging={paging}
        pageSizes={CLAIM_LIST_PAGE_SIZES}
        total={list.data?.total ?? 0}
        failure={list.isError ? alertMessages.loadFailed : null}
        filters={<RegisterFilterBar idPrefix="alerts" names={LIST_FILTERS.alerts} paging={paging} />}
      >
        <ListTable
          label="Alerts"
          columns={COLUMNS}
          isLoading={list.isPending}
          isEmpty={(list.data?.items.length ?? 0) === 0}
          emptyText={isFiltered ? 'No alerts match these filters.' : 'No alerts yet.'}
        >
          {list.data?.items.map((alert) => (
            <TableRow key={alert.id}>
              <TableCell>
                <AlertDevice alert={alert} />
              </TableCell>
              <TableCell>
                <AlertClaim alert={alert} />
              </TableCell>
              <TableCell>
                <AlertChange alert={alert} />
              </TableCell>
              <TableCell>{formatDateTime(alert.detectedAt)}</TableCell>
              <TableCell>
                <AlertState alert={alert} />
              </TableCell>
              <TableCell className="text-right">
                {alert.reviewedAt ? null : (
                  <Button
                    size="sm"
                    variant="outline"
                    // One device can raise several kinds at once: the kind keeps each button's name unique.
                    aria-label={`Mark reviewed: ${ALERT_KIND_LABELS[alert.kind]} on ${alert.imei}, detected ${formatDateTime(alert.detectedAt)}`}
                    onClick={() => setReviewing(alert)}
                  >
                    Mark reviewed
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </ListTable>
      </PagedListCard>
      <ReviewAlertDialog alert={reviewing} onClose={() => setReviewing(null)} />
    </div>
  );
}
