import { carrierMessages } from '../../../../domain/carrier-messages';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { notify } from '../../../lib/notify';
import { type FinLockRequest, useDeleteFinLockRequest } from '../api/finlock-requests';

/** Asks before deleting a FinLock removal request. */
export function DeleteFinLockDialog({
  request,
  onClose,
}: {
  request: FinLockRequest | null;
  onClose: () => void;
}) {
  const deletion = useDeleteFinLockRequest();

  const confirm = () => {
    if (!request) return;
    deletion.mutate(request.id, {
      onSuccess: () => {
        notify.success(carrierMessages.finlockDeleted);
        onClose();
      },
      onError: (error) => notify.error(carrierMessages.finlockDeleteFailed, error.message),
    });
  };

  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Are you sure?</DialogTitle>
          <DialogDescription>
            This will permanently delete the FinLock removal request for IMEI {request?.imei}. This action
            cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={deletion.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={deletion.isPending}>
            {deletion.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
