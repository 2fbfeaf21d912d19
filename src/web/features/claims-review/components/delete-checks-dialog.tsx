import { ConfirmDeleteDialog } from '@/web/components/confirm-delete-dialog';
import { type DeleteChecks, useDeleteChecks } from '@/web/features/claims-review/api/delete-checks';
import { notify } from '@/web/lib/notify';
import { showFailure } from '@/web/lib/notify-failure';

const IMEI_PREFIX_LENGTH = 14;

function confirmationText(target: DeleteChecks) {
  if (target.kind === 'one') return 'This will permanently delete this check. This action cannot be undone.';
  const prefix = target.imei.slice(0, IMEI_PREFIX_LENGTH);
  return `This will permanently delete all checks for IMEI ${prefix}*. This action cannot be undone.`;
}

/** Asks before deleting one check, or every check whose IMEI shares the first 14 digits. */
export function DeleteChecksDialog({
  target,
  onClose,
}: {
  target: DeleteChecks | null;
  onClose: () => void;
}) {
  const deletion = useDeleteChecks();

  function confirm() {
    if (!target) return;
    deletion.mutate(target, {
      onSuccess: () => {
        notify.success(target.kind === 'one' ? 'Check Deleted' : 'Checks Deleted');
        onClose();
      },
      onError: (error) =>
        showFailure(error, { title: 'Error', description: 'Failed to delete check. Please try again.' }),
    });
  }

  return (
    <ConfirmDeleteDialog
      description={target ? confirmationText(target) : null}
      isDeleting={deletion.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
