import { useEffect, useState } from 'react';
import { claimDeniedMessage, decisionMessages } from '@/domain/decision-messages';
import { type CheckDetail, useCheck } from '@/web/api/checks';
import { useDenialReasons } from '@/web/api/denial-reasons';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Label } from '@/web/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectItemText,
  SelectTrigger,
  SelectValue,
} from '@/web/components/ui/select';
import { Spinner } from '@/web/components/ui/spinner';
import { useDenyCheck } from '@/web/features/claim-decisions/api/deny-check';
import { ApiError } from '@/web/lib/api-client';
import { serverRefused } from '@/web/lib/describe-failure';
import { NOTICE_DURATION_MS, notify } from '@/web/lib/notify';
import { showFailure } from '@/web/lib/notify-failure';
import { usePendingAtOnce } from '@/web/lib/use-pending-at-once';
import { ClaimDeviceSummary } from './claim-device-summary';

const REASON_ID = 'deny-reason';

function DenyForm({ check, onDone }: { check: CheckDetail; onDone: () => void }) {
  const reasons = useDenialReasons();
  const [reason, setReason] = useState('');
  const deny = usePendingAtOnce(useDenyCheck());
  const busy = deny.isPending;
  useEffect(() => {
    if (reasons.isError) notify.error('Error', decisionMessages.denialReasonsFailed);
  }, [reasons.isError]);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!reason) {
      notify.error(
        decisionMessages.validationError,
        decisionMessages.denialReasonRequired,
        NOTICE_DURATION_MS,
      );
      return;
    }
    deny.mutate(
      { checkId: check.id, denialReason: reason },
      {
        onSuccess: ({ denialReason }) => {
          notify.success(decisionMessages.claimDeniedTitle, claimDeniedMessage(denialReason));
          notify.success('Success', decisionMessages.claimDeniedSuccess);
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'ALREADY_DENIED') {
            notify.warning(decisionMessages.alreadyDeniedTitle, error.message, NOTICE_DURATION_MS);
            onDone();
          } else {
            showFailure(
              error,
              { title: 'Error', description: decisionMessages.denyFailed },
              { saysWhy: serverRefused, duration: NOTICE_DURATION_MS },
            );
          }
        },
      },
    );
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <ClaimDeviceSummary check={check} />
      <div className="grid gap-2">
        <Label htmlFor={REASON_ID}>Denial Reason</Label>
        <Select value={reason} onValueChange={setReason} disabled={busy || !reasons.data}>
          <SelectTrigger id={REASON_ID} aria-required="true">
            <SelectValue
              placeholder={reasons.isPending ? 'Loading denial reasons…' : 'Select a denial reason'}
            />
          </SelectTrigger>
          <SelectContent>
            {(reasons.data ?? []).map((option) => (
              <SelectItem key={option.id} value={option.denialReason}>
                <SelectItemText>{option.denialReason}</SelectItemText>
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {reasons.data?.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Your organization has no denial reasons yet. An organization admin can add them in the Org Admin
            Panel.
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={busy}>
          {busy ? 'Denying...' : 'Deny Claim'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Deny Claim: a reason from the organisation's list. */
export function DenyDialog({ checkId, onClose }: { checkId: string; onClose: () => void }) {
  const check = useCheck(checkId);
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Deny Claim</DialogTitle>
          <DialogDescription>Record why this claim is denied.</DialogDescription>
        </DialogHeader>
        {check.isPending ? <Spinner /> : null}
        {check.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{check.error.message}</AlertDescription>
          </Alert>
        ) : null}
        {check.data ? <DenyForm check={check.data} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
