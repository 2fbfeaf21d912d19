import { History } from 'lucide-react';
import { auditLogMessages } from '@/domain/audit-log-messages';
import type { AuditEvent } from '@/domain/contracts/audit-log';
import { DatePicker } from '@/web/components/date-picker';
import { ExportCsvLink } from '@/web/components/export-csv-link';
import { ListTable } from '@/web/components/list-table';
import { PagedListCard } from '@/web/components/paged-list-card';
import { Button } from '@/web/components/ui/button';
import { CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Label } from '@/web/components/ui/label';
import { TableCell, TableRow } from '@/web/components/ui/table';
import { useAuditLog } from '@/web/features/org-admin/api/audit-log';
import { formatDateTime } from '@/web/lib/format-date';
import { usePagingParams } from '@/web/lib/use-paging-params';

const PAGE_SIZES = [25, 50, 100] as const;
const COLUMNS = ['Time', 'Action', 'Subject', 'By', 'Details'] as const;

/** Who acted: the person, with the API key when they acted through one; the system when nobody did. */
const actorOf = (event: AuditEvent) =>
  event.apiKey ? `${event.actor ?? 'Unknown'} (API key "${event.apiKey}")` : (event.actor ?? 'System');

/** The Org Admin Panel's audit log: every change in the organisation, who made it and when; filters live in the URL. */
export function AuditLogCard() {
  const paging = usePagingParams(PAGE_SIZES, { defaultPageSize: 25, filters: ['from', 'to'] as const });
  const { page, pageSize, search } = paging;
  const from = paging.filter('from');
  const to = paging.filter('to');
  const log = useAuditLog({ page, pageSize, search, from, to });
  const isFiltered = Boolean(search || from || to);

  return (
    <section aria-labelledby="audit-log-title" className="grid min-w-0 grid-cols-1 gap-3">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4 space-y-0 px-0 pb-0">
        <div className="grid gap-1.5">
          <CardTitle id="audit-log-title" className="flex items-center gap-2">
            <History className="size-5" aria-hidden="true" /> Audit Log
          </CardTitle>
          <CardDescription>
            Every change in your organization: who made it, through which key, and when.
          </CardDescription>
        </div>
        <ExportCsvLink listPath="/api/v1/audit-events" filters={{ search, from, to }} />
      </CardHeader>
      <PagedListCard
        searchLabel="Search by action, person or detail (an IMEI)"
        paging={paging}
        pageSizes={PAGE_SIZES}
        total={log.data?.total ?? 0}
        failure={log.isError ? auditLogMessages.loadFailed : null}
        filters={
          <div className="flex flex-wrap items-end gap-3">
            <DayInput
              id="audit-from"
              label="From"
              value={from}
              onChange={(day) => paging.setFilter('from', day)}
            />
            <DayInput id="audit-to" label="To" value={to} onChange={(day) => paging.setFilter('to', day)} />
            {from || to ? (
              <Button type="button" variant="ghost" onClick={() => paging.setFilters({ from: '', to: '' })}>
                Clear dates
              </Button>
            ) : null}
          </div>
        }
      >
        <ListTable
          label="Audit log"
          columns={COLUMNS}
          isLoading={log.isPending}
          isEmpty={log.data?.items.length === 0}
          emptyText={isFiltered ? auditLogMessages.noMatch : auditLogMessages.empty}
        >
          {log.data?.items.map((event) => (
            <TableRow key={event.id}>
              <TableCell className="whitespace-nowrap">{formatDateTime(event.createdAt)}</TableCell>
              <TableCell className="font-mono text-xs">{event.action}</TableCell>
              <TableCell className="text-xs">
                {event.subjectType}
                {event.subjectId ? (
                  <span className="block font-mono text-muted-foreground">{event.subjectId}</span>
                ) : null}
              </TableCell>
              <TableCell>{actorOf(event)}</TableCell>
              <TableCell
                className="max-w-xs truncate font-mono text-xs"
                title={JSON.stringify(event.details)}
              >
                {event.details ? JSON.stringify(event.details) : '—'}
              </TableCell>
            </TableRow>
          ))}
        </ListTable>
      </PagedListCard>
    </section>
  );
}

/** The first day the date lists offer: the product keeps its audit log for years, not decades. */
const EARLIEST_DAY = '2020-01-01';

function DayInput(props: { id: string; label: string; value: string; onChange: (day: string) => void }) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={props.id} className="text-xs">
        {props.label}
      </Label>
      <DatePicker
        id={props.id}
        value={props.value}
        onChange={props.onChange}
        earliest={EARLIEST_DAY}
        className="w-44"
      />
    </div>
  );
}
