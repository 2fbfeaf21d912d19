import { registerMessages } from '@/domain/register-messages';
import { ConfirmDeleteDialog } from '@/web/components/confirm-delete-dialog';
import {
  type SettledClaimRow,
  useDeleteSettledClaim,
} from '@/web/features/settled-claims/api/settled-claims';
import { ApiError } from '@/web/lib/api-client';
import { notify } from '@/web/lib/notify';

export function DeleteSettledClaimDialog({
  record,
  onClose,
}: {
  record: SettledClaimRow | null;
  onClose: () => void;
}) {
  const deletion = useDeleteSettledClaim();

  function confirm() {
    if (!record) return;
    deletion.mutate(record.id, {
      onSuccess: () => {
        notify.success('Claim Deleted', 'The settled claim has been deleted.');
        onClose();
      },
      onError: (error) =>
        notify.error(
          'Error',
          error instanceof ApiError && error.status > 0
            ? error.message
            : registerMessages.deleteSettledFailed,
        ),
    });
  }

  return (
    <ConfirmDeleteDialog
      description={
        record
          ? `This will permanently delete the settled claim for IMEI ${record.imei}. This action cannot be undone.`
          : null
      }
      isDeleting={deletion.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
