import { carrierMessages } from '@/domain/carrier-messages';
import type { FinLockRequest } from '@/domain/contracts/finlock-requests';
import { ConfirmDeleteDialog } from '@/web/components/confirm-delete-dialog';
import { useDeleteFinLockRequest } from '@/web/features/finlock-requests/api/finlock-requests';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';

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
      onError: (error) => notifyFailure(carrierMessages.finlockDeleteFailed, error),
    });
  };

  return (
    <ConfirmDeleteDialog
      description={
        request
          ? `This will permanently delete the FinLock removal request for IMEI ${request.imei}. This action cannot be undone.`
          : null
      }
      isDeleting={deletion.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
