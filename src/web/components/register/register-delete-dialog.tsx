import { ConfirmDeleteDialog } from '@/web/components/confirm-delete-dialog';
import { serverAnswered } from '@/web/lib/describe-failure';
import { notify } from '@/web/lib/notify';
import { showFailure } from '@/web/lib/notify-failure';
import type { RegisterDeletion } from './register';
import { type RegisterEndpoint, useRegisterDelete } from './register-api';

/** 'Are you sure?' before a row is deleted; open while `row` is given, closed once the deletion is done. */
export function RegisterDeleteDialog<Row extends { id: string }>({
  remove,
  keys,
  deletion,
  row,
  onClose,
}: {
  /** The register's delete route, and the keys of its cached pages. */
  remove: NonNullable<RegisterEndpoint<unknown>['remove']>;
  keys: RegisterEndpoint<unknown>['keys'];
  deletion: RegisterDeletion<Row>;
  row: Row | null;
  onClose: () => void;
}) {
  const mutation = useRegisterDelete(remove, keys, deletion.refreshes);

  function confirm() {
    if (!row) return;
    mutation.mutate(row.id, {
      onSuccess: () => {
        notify.success(deletion.doneTitle, deletion.doneText);
        onClose();
      },
      onError: (error) =>
        showFailure(
          error,
          { title: 'Error', description: deletion.failure },
          { saysWhy: (failure) => deletion.showsRefusal && serverAnswered(failure) },
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
