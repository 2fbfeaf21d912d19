import { type ComponentType, useState } from 'react';
import type { CheckSummary } from '@/domain/contracts/checks';
import { checkList } from '@/domain/contracts/checks';
import { CLAIM_LIST_PAGE_SIZES } from '@/domain/page-sizes';
import { can } from '@/domain/permissions';
import { LIST_FILTERS } from '@/domain/register-filters';
import { ExportCsvLink } from '@/web/components/export-csv-link';
import { PageHeader } from '@/web/components/page-header';
import { PagedListCard } from '@/web/components/paged-list-card';
import { ProviderDataBadges } from '@/web/components/provider-data-badges';
import { RegisterFilterBar } from '@/web/components/register/register-filter-bar';
import { noMatchText } from '@/web/components/register/register-page';
import type { DeleteChecks } from '@/web/features/claims-review/api/delete-checks';
import { useChecks } from '@/web/features/claims-review/api/list-checks';
import { useBulkAction } from '@/web/features/claims-review/api/work-queue';
import { notify } from '@/web/lib/notify';
import { showFailure } from '@/web/lib/notify-failure';
import { useSession } from '@/web/lib/session';
import { usePagingParams } from '@/web/lib/use-paging-params';
import { BulkBar } from './bulk-bar';
import type { RowAction } from './check-row-menu';
import { ChecksTable } from './checks-table';
import { DeleteChecksDialog } from './delete-checks-dialog';
import { ReviewDialog } from './review-dialog';
import { SavedViewsButton } from './saved-views-dialog';
import { WorkQueueViews } from './work-queue-views';

/**
 * The dialogs that decide a check's claim, put in by the route: Settle Claim, Deny Claim, Cleanup related claim.
 * `onClose` is any closing (Cancel included); `onSettled` and `onDenied` run first when the decision was made.
 */
export interface DecisionDialogs {
  SettleDialog: ComponentType<{ checkId: string; onClose: () => void; onSettled: () => void }>;
  DenyDialog: ComponentType<{ checkId: string; onClose: () => void; onDenied: () => void }>;
  /** Denies the selected claims for one reason. */
  DenyClaimsDialog: ComponentType<{ ids: string[]; onClose: () => void; onDenied: () => void }>;
  /** Open while `imei` is set. */
  CleanupClaimDialog: ComponentType<{ imei: string | null; onClose: () => void }>;
}

const FILTERS = LIST_FILTERS.claimsReview;

export function ClaimsReviewPage({
  SettleDialog,
  DenyDialog,
  DenyClaimsDialog,
  CleanupClaimDialog,
}: DecisionDialogs) {
  const params = usePagingParams(CLAIM_LIST_PAGE_SIZES, { filters: FILTERS });
  const { page, pageSize, search, filters } = params;
  const checks = useChecks({ page, pageSize, search, filters });
  const session = useSession();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const bulk = useBulkAction();
  const [denyingSelected, setDenyingSelected] = useState(false);
  const clearSelection = () => setSelected(new Set());
  const assignSelected = (userId: string | null) =>
    bulk.mutate(
      { action: 'assign', ids: [...selected], userId },
      {
        onSuccess: (result) => {
          notify.success(result.message);
          clearSelection();
        },
        onError: (error) =>
          showFailure(error, {
            title: 'Error',
            description: 'Failed to assign the claims. Please try again.',
          }),
      },
    );
  // A decision opened from the Review Claim dialog replaces it; closing the decision without deciding goes back to it.
  const [open, setOpen] = useState<{ action: RowAction; check: CheckSummary; fromReview?: true } | null>(
    null,
  );
  const close = () => setOpen(null);
  const closeDecision = () =>
    setOpen((current) => (current?.fromReview ? { action: 'review', check: current.check } : null));
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

  const emptyText =
    noMatchText('checks', search, Object.keys(filters).length > 0) ?? 'No checks have been performed yet.';

  return (
    <div>
      <PageHeader title="Claims Review" description="Review and re-check the devices your team has checked.">
        <div className="flex flex-wrap items-center gap-2">
          <ProviderDataBadges provider="device-history" />
          <ExportCsvLink route={checkList.export} query={{ search, ...filters }} />
        </div>
      </PageHeader>
      <PagedListCard
        searchLabel="Search by IMEI or claim reference"
        paging={params}
        pageSizes={CLAIM_LIST_PAGE_SIZES}
        total={checks.data?.total ?? 0}
        failure={checks.isError ? 'Failed to load check history. Please try again.' : null}
        filters={
          <div className="grid w-full gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <WorkQueueViews
                filters={params.filterValues}
                onChange={(next) => {
                  clearSelection();
                  params.setFilters(next);
                }}
              />
              <SavedViewsButton
                current={{ search, filters: params.filterValues as Record<string, string> }}
                onApply={(view) => {
                  clearSelection();
                  params.setView(view);
                }}
              />
            </div>
            <RegisterFilterBar idPrefix="checks" names={FILTERS} paging={params} />
            <BulkBar
              count={selected.size}
              isPending={bulk.isPending}
              onAssignToMe={() => session.data && assignSelected(session.data.userId)}
              onUnassign={() => assignSelected(null)}
              onDeny={() => setDenyingSelected(true)}
              onClear={clearSelection}
            />
          </div>
        }
      >
        <ChecksTable
          selection={{
            selected,
            onToggle: (id, isSelected) =>
              setSelected((current) => {
                const next = new Set(current);
                if (isSelected) next.add(id);
                else next.delete(id);
                return next;
              }),
          }}
          checks={checks.data?.items ?? []}
          isLoading={checks.isPending}
          emptyText={emptyText}
          actions={{
            canDelete: can(session.data?.role, 'claim:delete'),
            onAction: (action, check) => setOpen({ action, check }),
          }}
        />
      </PagedListCard>
      {reviewed ? (
        <ReviewDialog
          checkId={reviewed.id}
          onClose={close}
          onDecide={(action) => setOpen({ action, check: reviewed, fromReview: true })}
        />
      ) : null}
      {settling ? <SettleDialog checkId={settling.id} onClose={closeDecision} onSettled={close} /> : null}
      {denying ? <DenyDialog checkId={denying.id} onClose={closeDecision} onDenied={close} /> : null}
      <CleanupClaimDialog imei={openFor('cleanup')?.imei ?? null} onClose={close} />
      {denyingSelected ? (
        <DenyClaimsDialog
          ids={[...selected]}
          onClose={() => setDenyingSelected(false)}
          onDenied={clearSelection}
        />
      ) : null}
      <DeleteChecksDialog target={deleteTarget} onClose={close} />
    </div>
  );
}
