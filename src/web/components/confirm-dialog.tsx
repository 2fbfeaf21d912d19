import type { ReactNode } from 'react';
import { FormDialog, FormDialogFooter } from './form-dialog';

/**
 * 'Are you sure?' before a destructive or consequential action; the action's button shows `busyLabel` while it runs.
 * `variant` 'default' for an action that spends or changes rather than removes (a paid run, a stricter sign-in).
 */
export function ConfirmDialog({
  open,
  description,
  confirmLabel,
  busyLabel,
  isBusy,
  onConfirm,
  onClose,
  title = 'Are you sure?',
  variant = 'destructive',
}: {
  open: boolean;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  title?: string;
  variant?: 'destructive' | 'default';
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
        {...(variant === 'destructive' ? { variant } : {})}
      />
    </FormDialog>
  );
}
