import { registerMessages } from '@/domain/register-messages';
import { ConfirmDeleteDialog } from '@/web/components/confirm-delete-dialog';
import { type DeniedClaimRow, useDeleteDeniedClaim } from '@/web/features/denied-claims/api/denied-claims';
import { notify } from '@/web/lib/notify';

export function DeleteDeniedClaimDialog({
  record,
  onClose,
}: {
  record: DeniedClaimRow | null;
  onClose: () => void;
}) {
  const deletion = useDeleteDeniedClaim();

  function confirm() {
    if (!record) return;
    deletion.mutate(record.id, {
      onSuccess: () => {
        notify.success('Denied Claim Deleted', 'The denied claim has been deleted.');
        onClose();
      },
      // Always this one failure text (settled claims and devices also show the server's).
      onError: () => notify.error('Error', registerMessages.deleteDeniedFailed),
    });
  }

  return (
    <ConfirmDeleteDialog
      description={
        record
          ? `This will permanently delete the denied claim for IMEI ${record.imei}. This action cannot be undone.`
          : null
      }
      isDeleting={deletion.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
