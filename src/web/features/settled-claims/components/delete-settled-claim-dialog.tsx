import { registerMessages } from '../../../../domain/register-messages';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { type SettledClaimRow, useDeleteSettledClaim } from '../api/settled-claims';

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
