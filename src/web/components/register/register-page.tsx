import { useState } from 'react';
import { can } from '@/domain/permissions';
import { ExportCsvLink } from '@/web/components/export-csv-link';
import { PageHeader } from '@/web/components/page-header';
import { PagedListCard } from '@/web/components/paged-list-card';
import { useSession } from '@/web/lib/session';
import { usePagingParams } from '@/web/lib/use-paging-params';
import type { Register } from './register';
import { useRegisterList } from './register-api';
import { RegisterDeleteDialog } from './register-delete-dialog';
import { RegisterDetailsDialog } from './register-details-dialog';
import { RegisterFilterBar } from './register-filter-bar';
import { RegisterTable } from './register-table';

/** The empty table's text: what was searched for, or that the filters keep nothing. */
export function noMatchText(noun: string, search: string, isFiltered: boolean): string | null {
  if (search) return `No ${noun} found matching "${search}"`;
  return isFiltered ? `No ${noun} match these filters.` : null;
}

/** A register's page; page, page size, search and filters live in the URL. */
export function RegisterPage<Row extends { id: string }, Detail extends { imei: string } = never>({
  register,
}: {
  register: Register<Row, Detail>;
}) {
  const { endpoint, details, deletion } = register;
  const paging = usePagingParams(register.pageSizes, { filters: register.filters });
  const { page, pageSize, search, filters } = paging;
  const list = useRegisterList(endpoint, { page, pageSize, search, filters });
  const session = useSession();
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);

  return (
    <div>
      <PageHeader title={register.title} description={register.description}>
        <ExportCsvLink route={endpoint.list.export} query={{ search, ...filters }} />
      </PageHeader>
      <PagedListCard
        searchLabel={register.searchLabel}
        paging={paging}
        pageSizes={register.pageSizes}
        total={list.data?.total ?? 0}
        failure={list.isError ? register.loadFailure : null}
        filters={
          <RegisterFilterBar
            idPrefix={endpoint.list.path.split('/').at(-1) ?? 'register'}
            names={register.filters}
            paging={paging}
          />
        }
      >
        <RegisterTable
          label={register.tableLabel}
          columns={register.columns}
          rows={list.data?.items ?? []}
          isLoading={list.isPending}
          emptyText={
            noMatchText(register.noun, search, Object.keys(filters).length > 0) ?? register.emptyText
          }
          rowName={register.rowName}
          onView={details ? (row) => setViewing(row.id) : null}
          onDelete={can(session.data?.role, deletion.permission) ? setDeleting : null}
        />
      </PagedListCard>
      {details && endpoint.record && viewing ? (
        <RegisterDetailsDialog
          record={endpoint.record}
          details={details}
          id={viewing}
          failure={register.loadFailure}
          onClose={() => setViewing(null)}
        />
      ) : null}
      {endpoint.remove ? (
        <RegisterDeleteDialog
          remove={endpoint.remove}
          keys={endpoint.keys}
          deletion={deletion}
          row={deleting}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}
