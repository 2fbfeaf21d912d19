import { useState } from 'react';
import { CLAIM_LIST_PAGE_SIZES } from '@/domain/page-sizes';
import { can } from '@/domain/permissions';
import { registerMessages } from '@/domain/register-messages';
import { PagedListCard } from '@/web/components/paged-list-card';
import { useSession } from '@/web/features/auth/api/session';
import { PageHeader } from '@/web/features/dashboard-shell/components/page-header';
import { type SettledClaimRow, useSettledClaims } from '@/web/features/settled-claims/api/settled-claims';
import { usePagingParams } from '@/web/lib/use-paging-params';
import { DeleteSettledClaimDialog } from './delete-settled-claim-dialog';
import { SettledClaimDetailsDialog } from './settled-claim-details-dialog';
import { SettledClaimsTable } from './settled-claims-table';

export function SettledClaimsPage() {
  const paging = usePagingParams(CLAIM_LIST_PAGE_SIZES);
  const { page, pageSize, search } = paging;
  const records = useSettledClaims({ page, pageSize, search });
  const session = useSession();
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SettledClaimRow | null>(null);

  return (
    <div>
      <PageHeader
        title="Settled Claims"
        description="Every claim your organisation has settled, with its replacement device."
      />
      <PagedListCard
        searchLabel="Search by IMEI"
        paging={paging}
        pageSizes={CLAIM_LIST_PAGE_SIZES}
        total={records.data?.total ?? 0}
        failure={records.isError ? registerMessages.loadSettledFailed : null}
      >
        <SettledClaimsTable
          records={records.data?.items ?? []}
          isLoading={records.isPending}
          emptyText={
            search ? `No settled claims found matching "${search}"` : 'No claims have been settled yet.'
          }
          onView={(record) => setViewing(record.id)}
          onDelete={can(session.data?.role, 'claim:delete') ? setDeleting : null}
        />
      </PagedListCard>
      {viewing ? <SettledClaimDetailsDialog id={viewing} onClose={() => setViewing(null)} /> : null}
      <DeleteSettledClaimDialog record={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
