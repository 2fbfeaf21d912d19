import { useState } from 'react';
import { checkLossDate, EARLIEST_LOSS_DATE } from '@/domain/loss-date';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';

function today() {
  const now = new Date();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

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
    <Dialog open={claimType !== null} onOpenChange={(open) => (open ? null : onCancel())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Set FNOL Date</DialogTitle>
          <DialogDescription>
            {claimType} is a total-loss claim type. Enter the date of loss to record the First Notice of Loss.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="review-loss-date">Loss Date</Label>
          <Input
            id="review-loss-date"
            type="date"
            required
            min={EARLIEST_LOSS_DATE}
            max={today()}
            value={lossDate}
            aria-invalid={Boolean(lossDate && problem)}
            aria-describedby="review-loss-date-hint"
            onChange={(event) => setLossDate(event.target.value)}
          />
          <p id="review-loss-date-hint" className="text-sm text-muted-foreground">
            {problem}
          </p>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={isSaving}>
            Cancel
          </Button>
          <Button onClick={() => onConfirm(lossDate)} disabled={Boolean(problem) || isSaving}>
            {isSaving ? 'Updating...' : 'Confirm'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
