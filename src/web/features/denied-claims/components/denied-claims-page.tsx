import { useState } from 'react';
import { CLAIM_LIST_PAGE_SIZES } from '@/domain/page-sizes';
import { can } from '@/domain/permissions';
import { registerMessages } from '@/domain/register-messages';
import { PagedListCard } from '@/web/components/paged-list-card';
import { useSession } from '@/web/features/auth/api/session';
import { PageHeader } from '@/web/features/dashboard-shell/components/page-header';
import { type DeniedClaimRow, useDeniedClaims } from '@/web/features/denied-claims/api/denied-claims';
import { usePagingParams } from '@/web/lib/use-paging-params';
import { DeleteDeniedClaimDialog } from './delete-denied-claim-dialog';
import { DeniedClaimDetailsDialog } from './denied-claim-details-dialog';
import { DeniedClaimsTable } from './denied-claims-table';

export function DeniedClaimsPage() {
  const paging = usePagingParams(CLAIM_LIST_PAGE_SIZES);
  const { page, pageSize, search } = paging;
  const records = useDeniedClaims({ page, pageSize, search });
  const session = useSession();
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DeniedClaimRow | null>(null);

  return (
    <div>
      <PageHeader title="Denied Claims" description="Every claim your organisation has denied, and why." />
      <PagedListCard
        searchLabel="Search by IMEI"
        paging={paging}
        pageSizes={CLAIM_LIST_PAGE_SIZES}
        total={records.data?.total ?? 0}
        failure={records.isError ? registerMessages.loadDeniedFailed : null}
      >
        <DeniedClaimsTable
          records={records.data?.items ?? []}
          isLoading={records.isPending}
          emptyText={
            search ? `No denied claims found matching "${search}"` : 'No claims have been denied yet.'
          }
          onView={(record) => setViewing(record.id)}
          onDelete={can(session.data?.role, 'claim:delete') ? setDeleting : null}
        />
      </PagedListCard>
      {viewing ? <DeniedClaimDetailsDialog id={viewing} onClose={() => setViewing(null)} /> : null}
      <DeleteDeniedClaimDialog record={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
