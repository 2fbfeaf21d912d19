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
import { RegisterTable } from './register-table';

/** A register's page; page, page size and search live in the URL. */
export function RegisterPage<Row extends { id: string }, Detail extends { imei: string } = never>({
  register,
}: {
  register: Register<Row, Detail>;
}) {
  const { endpoint, details, deletion } = register;
  const paging = usePagingParams(register.pageSizes);
  const { page, pageSize, search } = paging;
  const list = useRegisterList(endpoint, { page, pageSize, search });
  const session = useSession();
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);

  return (
    <div>
      <PageHeader title={register.title} description={register.description}>
        <ExportCsvLink listPath={endpoint.path} filters={{ search }} />
      </PageHeader>
      <PagedListCard
        searchLabel={register.searchLabel}
        paging={paging}
        pageSizes={register.pageSizes}
        total={list.data?.total ?? 0}
        failure={list.isError ? register.loadFailure : null}
      >
        <RegisterTable
          label={register.tableLabel}
          columns={register.columns}
          rows={list.data?.items ?? []}
          isLoading={list.isPending}
          emptyText={search ? `No ${register.noun} found matching "${search}"` : register.emptyText}
          rowName={register.rowName}
          onView={details ? (row) => setViewing(row.id) : null}
          onDelete={can(session.data?.role, deletion.permission) ? setDeleting : null}
        />
      </PagedListCard>
      {details && endpoint.record && viewing ? (
        <RegisterDetailsDialog
          path={endpoint.path}
          record={endpoint.record}
          details={details}
          id={viewing}
          failure={register.loadFailure}
          onClose={() => setViewing(null)}
        />
      ) : null}
      <RegisterDeleteDialog
        endpoint={endpoint}
        deletion={deletion}
        row={deleting}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
