import { History } from 'lucide-react';
import { auditLogMessages } from '@/domain/audit-log-messages';
import {
  AUDIT_LOG_FILTERS,
  type AuditLogEntry,
  type AuditLogFilters,
  type AuditLogList,
  useAuditLog,
} from '@/web/api/audit-log';
import { CardHeading } from '@/web/components/card-heading';
import { ExportCsvLink } from '@/web/components/export-csv-link';
import { ListTable } from '@/web/components/list-table';
import { PagedListCard } from '@/web/components/paged-list-card';
import { TableCell, TableRow } from '@/web/components/ui/table';
import { formatDateTime } from '@/web/lib/format-date';
import { usePagingParams } from '@/web/lib/use-paging-params';
import { AuditLogFilterFields } from './audit-log-filters';
import { VerifyAuditLog } from './verify-audit-log';

const PAGE_SIZES = [25, 50, 100] as const;
const COLUMNS = ['Time', 'Action', 'Subject', 'By', 'Details'] as const;

/**
 * Who acted: the person, with the API key when they acted through one; the identity provider for directory sync;
 * the system when nobody did.
 */
function actorOf(event: AuditLogEntry): string {
  if (event.directory) return auditLogMessages.directoryActor(event.directory);
  return event.apiKey ? `${event.actor ?? 'Unknown'} (API key "${event.apiKey}")` : (event.actor ?? 'System');
}

/**
 * An audit log: every change, who made it and when, searched, filtered, paged and exported; its filters live in the
 * URL. With `organisations` (the Super Admin Panel's log of every organisation) it is filtered and shown by
 * organisation too.
 */
export function AuditLogSection({
  list,
  description,
  organisations,
}: {
  list: AuditLogList;
  description: string;
  organisations?: readonly { id: string; name: string }[] | undefined;
}) {
  const paging = usePagingParams(PAGE_SIZES, { defaultPageSize: 25, filters: AUDIT_LOG_FILTERS });
  const { page, pageSize, search } = paging;
  const filters = Object.fromEntries(
    AUDIT_LOG_FILTERS.map((name) => [name, paging.filter(name)]),
  ) as AuditLogFilters;
  if (!organisations) filters.organisationId = '';
  const log = useAuditLog(list, { page, pageSize, search, ...filters });
  const isFiltered = Boolean(search || Object.values(filters).some(Boolean));
  const columns = organisations ? (['Organization', ...COLUMNS] as const) : COLUMNS;

  return (
    <section aria-labelledby="audit-log-title" className="grid min-w-0 grid-cols-1 gap-3">
      <CardHeading
        icon={History}
        title="Audit Log"
        titleId="audit-log-title"
        description={description}
        action={
          <div className="flex flex-wrap items-start justify-end gap-2">
            {/* A result is of the organisation it was asked for: another one chosen starts afresh. */}
            <VerifyAuditLog
              key={filters.organisationId}
              list={list}
              organisationId={filters.organisationId}
            />
            <ExportCsvLink route={list.export} query={{ search, ...filters }} />
          </div>
        }
        className="px-0 pb-0"
      />
      <PagedListCard
        searchLabel="Search by action, person or detail (an IMEI)"
        paging={paging}
        pageSizes={PAGE_SIZES}
        total={log.data?.total ?? 0}
        failure={log.isError ? auditLogMessages.loadFailed : null}
        filters={
          <AuditLogFilterFields
            filters={filters}
            organisations={organisations}
            onChange={paging.setFilters}
          />
        }
      >
        <ListTable
          label="Audit log"
          columns={columns}
          isLoading={log.isPending}
          isEmpty={log.data?.items.length === 0}
          emptyText={isFiltered ? auditLogMessages.noMatch : auditLogMessages.empty}
        >
          {log.data?.items.map((event) => (
            <TableRow key={event.id}>
              {organisations ? <TableCell>{event.organisation ?? 'Platform'}</TableCell> : null}
              <TableCell className="whitespace-nowrap">{formatDateTime(event.createdAt)}</TableCell>
              <TableCell className="font-mono text-xs">{event.action}</TableCell>
              <TableCell className="text-xs">
                {event.subjectType}
                {event.subjectId ? (
                  <span className="block font-mono text-muted-foreground">{event.subjectId}</span>
                ) : null}
              </TableCell>
              <TableCell>
                {actorOf(event)}
                {/* Where the request came from; its browser or client when the address is hovered. */}
                {event.ipAddress ? (
                  <span
                    className="block font-mono text-muted-foreground text-xs"
                    title={event.userAgent ?? undefined}
                  >
                    {event.ipAddress}
                  </span>
                ) : null}
              </TableCell>
              <TableCell className="font-mono text-xs">
                {/* A cell's own max-width does not hold in a table: the box inside it cuts the text. */}
                <div className="max-w-60 truncate" title={JSON.stringify(event.details)}>
                  {event.details ? JSON.stringify(event.details) : '—'}
                </div>
              </TableCell>
            </TableRow>
          ))}
        </ListTable>
      </PagedListCard>
    </section>
  );
}
