import { useState } from 'react';
import { can } from '../../../../domain/permissions';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { useSession } from '../../auth/api/session';
import { PageHeader } from '../../dashboard-shell/components/page-header';
import type { DeleteChecks } from '../api/delete-checks';
import { useChecks } from '../api/list-checks';
import { ChecksFooter } from './checks-footer';
import { ChecksTable } from './checks-table';
import { DeleteChecksDialog } from './delete-checks-dialog';
import { ReviewDialog } from './review-dialog';
import { SearchBox } from './search-box';
import { useReviewParams } from './use-review-params';

export function ClaimsReviewPage() {
  const params = useReviewParams();
  const { page, pageSize, search } = params;
  const checks = useChecks({ page, pageSize, search });
  const session = useSession();
  const [reviewId, setReviewId] = useState<string | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<DeleteChecks | null>(null);

  const emptyText = search ? `No checks found matching "${search}"` : 'No checks have been performed yet.';

  return (
    <div>
      <PageHeader
        title="Claims Review"
        description="Review and re-check the devices your team has checked."
      />
      <Card>
        <div className="p-4">
          <SearchBox value={search} onSearch={params.setSearch} />
        </div>
        {checks.isError ? (
          <Alert variant="destructive" className="mx-4 mb-4 w-auto">
            <AlertDescription>Failed to load check history. Please try again.</AlertDescription>
          </Alert>
        ) : (
          <>
            <ChecksTable
              checks={checks.data?.items ?? []}
              isLoading={checks.isPending}
              emptyText={emptyText}
              actions={{
                canDelete: can(session.data?.role, 'claim:delete'),
                onReview: (check) => setReviewId(check.id),
                onDelete: (check) => setDeleteTarget({ kind: 'one', id: check.id }),
                onDeleteAll: (check) => setDeleteTarget({ kind: 'imei', imei: check.imei }),
              }}
            />
            <ChecksFooter
              page={page}
              pageSize={pageSize}
              total={checks.data?.total ?? 0}
              onPage={params.setPage}
              onPageSize={params.setPageSize}
            />
          </>
        )}
      </Card>
      {reviewId ? <ReviewDialog checkId={reviewId} onClose={() => setReviewId(null)} /> : null}
      <DeleteChecksDialog target={deleteTarget} onClose={() => setDeleteTarget(null)} />
    </div>
  );
}
