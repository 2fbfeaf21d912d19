import type { ReactNode } from 'react';
import { FormDialog, FormDialogFooter } from './form-dialog';

/** 'Are you sure?' before a destructive action; the action's button shows `busyLabel` while it runs. */
export function ConfirmDialog({
  open,
  description,
  confirmLabel,
  busyLabel,
  isBusy,
  onConfirm,
  onClose,
  title = 'Are you sure?',
}: {
  open: boolean;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  title?: string;
}) {
  return (
    <FormDialog open={open} title={title} description={description} onClose={onClose}>
      <FormDialogFooter
        submitLabel={confirmLabel}
        pendingLabel={busyLabel}
        isPending={isBusy}
        onCancel={onClose}
        onSubmit={onConfirm}
        cancelDisabled={isBusy}
        variant="destructive"
      />
    </FormDialog>
  );
}
