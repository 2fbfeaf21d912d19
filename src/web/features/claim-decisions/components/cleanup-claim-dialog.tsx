import { cleanupCompleteMessage, decisionMessages } from '../../../../domain/decision-messages';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useCleanupClaims } from '../api/cleanup-claims';

/** 'Cleanup related claim' (super admins): removes the device's claim and replacement records after confirmation. */
export function CleanupClaimDialog({ imei, onClose }: { imei: string | null; onClose: () => void }) {
  const cleanup = useCleanupClaims();

  function confirm() {
    if (!imei) return;
    cleanup.mutate(imei, {
      onSuccess: (counts) => {
        notify.success(
          decisionMessages.cleanupCompleteTitle,
          cleanupCompleteMessage(counts.claimsDeleted, counts.replacementDevicesDeleted),
        );
        onClose();
      },
      onError: (error) =>
        notify.error(
          decisionMessages.cleanupFailedTitle,
          error instanceof ApiError ? error.message : decisionMessages.cleanupFailed,
        ),
    });
  }

  return (
    <Dialog open={imei !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Are you sure?</DialogTitle>
          <DialogDescription>
            This will remove the settled claim and replacement device records for IMEI {imei?.slice(0, 14)}*,
            so the device can be settled again. This action cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={cleanup.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={cleanup.isPending}>
            {cleanup.isPending ? 'Cleaning up...' : 'Cleanup'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
