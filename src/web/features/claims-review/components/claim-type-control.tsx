import { useState } from 'react';
import { decideClaimTypeChangeEffect } from '@/domain/claim-type-change-effect';
import type { CheckDetail } from '@/domain/contracts/checks';
import { useClaimTypes } from '@/web/api/claim-types';
import { claimTypeOptions, TotalLossBadge } from '@/web/components/claim-type-name';
import { OptionsSelect } from '@/web/components/options-select';
import { Label } from '@/web/components/ui/label';
import { useChangeClaimType } from '@/web/features/claims-review/api/change-claim-type';
import { notify } from '@/web/lib/notify';
import { showFailure } from '@/web/lib/notify-failure';
import { FnolDateDialog } from './fnol-date-dialog';

/**
 * Changing to a total-loss type on a check without FNOL and loss date asks for the loss date first;
 * the rule is the server's, so the dialog opens exactly when the server needs the date.
 */
export function ClaimTypeControl({ check }: { check: CheckDetail }) {
  const claimTypes = useClaimTypes();
  const change = useChangeClaimType();
  const [needsLossDate, setNeedsLossDate] = useState<string | null>(null);
  const types = claimTypes.data ?? [];
  const isTotalLoss =
    types.find((type) => type.claimType === check.claimType)?.isTotalLoss ?? check.isTotalLoss;

  function save(claimType: string, lossDate?: string) {
    change.mutate(
      { id: check.id, claimType, ...(lossDate ? { lossDate } : {}) },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          setNeedsLossDate(null);
        },
        onError: (error) => showFailure(error, { title: 'Failed to update claim type.' }),
      },
    );
  }

  function choose(claimType: string) {
    const effect = decideClaimTypeChangeEffect({
      wasTotalLoss: isTotalLoss,
      becomesTotalLoss: types.find((type) => type.claimType === claimType)?.isTotalLoss === true,
      fnol: check.fnol,
      lossDate: check.lossDate,
    });
    if (effect === 'set-fnol-date') setNeedsLossDate(claimType);
    else save(claimType);
  }

  // A check keeps the name of a claim type the organisation has since removed: it stays the shown value, marked
  // '(removed)', and cannot be chosen again.
  const removed =
    claimTypes.data && check.claimType && !types.some((type) => type.claimType === check.claimType)
      ? check.claimType
      : null;
  const options = claimTypeOptions(types).concat(
    removed ? [{ value: removed, label: `${removed} (removed)`, disabled: true }] : [],
  );

  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-2">
        <Label htmlFor="review-claim-type">Claim Type</Label>
        {isTotalLoss ? <TotalLossBadge /> : null}
      </div>
      <OptionsSelect
        value={check.claimType ?? ''}
        onValueChange={choose}
        disabled={types.length === 0 || change.isPending}
        options={options}
        placeholder="Not Set"
        trigger={{ id: 'review-claim-type', className: 'max-w-sm' }}
      />
      {needsLossDate ? (
        <FnolDateDialog
          claimType={needsLossDate}
          isSaving={change.isPending}
          onConfirm={(lossDate) => save(needsLossDate, lossDate)}
          onCancel={() => setNeedsLossDate(null)}
        />
      ) : null}
    </div>
  );
}
