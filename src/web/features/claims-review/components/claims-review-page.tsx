import { useState } from 'react';
import { can } from '../../../../domain/permissions';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { useSession } from '../../auth/api/session';
import { CleanupClaimDialog } from '../../claim-decisions/components/cleanup-claim-dialog';
import { DenyDialog } from '../../claim-decisions/components/deny-dialog';
import { SettleDialog } from '../../claim-decisions/components/settle-dialog';
import { PageHeader } from '../../dashboard-shell/components/page-header';
import type { DeleteChecks } from '../api/delete-checks';
import { type CheckSummary, useChecks } from '../api/list-checks';
import { ChecksFooter } from './checks-footer';
import { ChecksTable, type RowAction } from './checks-table';
import { DeleteChecksDialog } from './delete-checks-dialog';
import { ReviewDialog } from './review-dialog';
import { SearchBox } from './search-box';
import { useReviewParams } from './use-review-params';

export function ClaimsReviewPage() {
  const params = useReviewParams();
  const { page, pageSize, search } = params;
  const checks = useChecks({ page, pageSize, search });
  const session = useSession();
  const [open, setOpen] = useState<{ action: RowAction; check: CheckSummary } | null>(null);
  const close = () => setOpen(null);
  const openFor = (action: RowAction) => (open?.action === action ? open.check : null);
  const reviewed = openFor('review');
  const settling = openFor('settle');
  const denying = openFor('deny');
  const deleteTarget: DeleteChecks | null =
    open?.action === 'delete'
      ? { kind: 'one', id: open.check.id }
      : open?.action === 'delete-all'
        ? { kind: 'imei', imei: open.check.imei }
        : null;

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
                onAction: (action, check) => setOpen({ action, check }),
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
      {reviewed ? (
        <ReviewDialog
          checkId={reviewed.id}
          onClose={close}
          onDecide={(action) => setOpen({ action, check: reviewed })}
        />
      ) : null}
      {settling ? <SettleDialog checkId={settling.id} onClose={close} /> : null}
      {denying ? <DenyDialog checkId={denying.id} onClose={close} /> : null}
      <CleanupClaimDialog imei={openFor('cleanup')?.imei ?? null} onClose={close} />
      <DeleteChecksDialog target={deleteTarget} onClose={close} />
    </div>
  );
}
