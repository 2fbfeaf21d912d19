import { ConfirmDialog } from './confirm-dialog';

/** 'Are you sure?' before a deletion that cannot be undone; open while `description` is given. */
export function ConfirmDeleteDialog({
  description,
  isDeleting,
  onConfirm,
  onClose,
}: {
  description: string | null;
  isDeleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={description !== null}
      description={description}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      isBusy={isDeleting}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
