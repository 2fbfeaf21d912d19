import { ConfirmDeleteDialog } from '@/web/components/confirm-delete-dialog';
import { ApiError } from '@/web/lib/api-client';
import { notify } from '@/web/lib/notify';
import type { RegisterDeletion } from './register';
import { type RegisterEndpoint, useRegisterDelete } from './register-api';

/** 'Are you sure?' before a row is deleted; open while `row` is given, closed once the deletion is done. */
export function RegisterDeleteDialog<Row extends { id: string }>({
  endpoint,
  deletion,
  row,
  onClose,
}: {
  endpoint: RegisterEndpoint;
  deletion: RegisterDeletion<Row>;
  row: Row | null;
  onClose: () => void;
}) {
  const mutation = useRegisterDelete(endpoint, deletion.refreshes);

  function confirm() {
    if (!row) return;
    mutation.mutate(row.id, {
      onSuccess: () => {
        notify.success(deletion.doneTitle, deletion.doneText);
        onClose();
      },
      onError: (error) =>
        notify.error(
          'Error',
          deletion.showsRefusal && error instanceof ApiError && error.status > 0
            ? error.message
            : deletion.failure,
        ),
    });
  }

  return (
    <ConfirmDeleteDialog
      description={
        row ? `This will permanently delete ${deletion.what(row)}. This action cannot be undone.` : null
      }
      isDeleting={mutation.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
