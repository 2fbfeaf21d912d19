import { useState } from 'react';
import { checkLossDate, EARLIEST_LOSS_DATE, isoDay } from '@/domain/loss-date';
import { FormDialog, FormDialogFooter } from '@/web/components/form-dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';

/** A total-loss claim type needs a First Notice of Loss date before it can be saved. */
export function FnolDateDialog({
  claimType,
  isSaving,
  onConfirm,
  onCancel,
}: {
  claimType: string | null;
  isSaving: boolean;
  onConfirm: (lossDate: string) => void;
  onCancel: () => void;
}) {
  const [lossDate, setLossDate] = useState('');
  const problem = lossDate ? checkLossDate(lossDate) : 'Please select a loss date.';

  return (
    <FormDialog
      open={claimType !== null}
      title="Set FNOL Date"
      description={
        <>
          {claimType} is a total-loss claim type. Enter the date of loss to record the First Notice of Loss.
        </>
      }
      onClose={onCancel}
    >
      <div className="grid gap-2">
        <Label htmlFor="review-loss-date">Loss Date</Label>
        <Input
          id="review-loss-date"
          type="date"
          required
          min={EARLIEST_LOSS_DATE}
          max={isoDay()}
          value={lossDate}
          aria-invalid={Boolean(lossDate && problem)}
          aria-describedby="review-loss-date-hint"
          onChange={(event) => setLossDate(event.target.value)}
        />
        <p id="review-loss-date-hint" className="text-sm text-muted-foreground">
          {problem}
        </p>
      </div>
      <FormDialogFooter
        submitLabel="Confirm"
        pendingLabel="Updating..."
        isPending={isSaving}
        onCancel={onCancel}
        onSubmit={() => onConfirm(lossDate)}
        cancelDisabled={isSaving}
        disabled={Boolean(problem)}
      />
    </FormDialog>
  );
}
