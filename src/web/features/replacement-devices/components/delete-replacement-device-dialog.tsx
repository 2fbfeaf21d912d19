import { registerMessages } from '@/domain/register-messages';
import { ConfirmDeleteDialog } from '@/web/components/confirm-delete-dialog';
import {
  type ReplacementDeviceRow,
  useDeleteReplacementDevice,
} from '@/web/features/replacement-devices/api/replacement-devices';
import { ApiError } from '@/web/lib/api-client';
import { notify } from '@/web/lib/notify';

export function DeleteReplacementDeviceDialog({
  device,
  onClose,
}: {
  device: ReplacementDeviceRow | null;
  onClose: () => void;
}) {
  const deletion = useDeleteReplacementDevice();

  function confirm() {
    if (!device) return;
    deletion.mutate(device.id, {
      onSuccess: () => {
        notify.success('Device Deleted', 'The replacement device has been deleted.');
        onClose();
      },
      onError: (error) =>
        notify.error(
          'Error',
          error instanceof ApiError && error.status > 0
            ? error.message
            : registerMessages.deleteReplacementFailed,
        ),
    });
  }

  return (
    <ConfirmDeleteDialog
      description={
        device
          ? `This will permanently delete the replacement device ${device.replacementImei}. This action cannot be undone.`
          : null
      }
      isDeleting={deletion.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
