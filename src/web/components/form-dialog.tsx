import type { ReactNode } from 'react';
import { SubmitButton } from './submit-button';
import { Button } from './ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  type DialogWidth,
} from './ui/dialog';

/** A dialog with its title, its description and a body; closing it (Escape, the X, a click outside) calls `onClose`. */
export function FormDialog({
  open = true,
  title,
  description,
  width,
  className,
  onClose,
  children,
}: {
  open?: boolean;
  title: ReactNode;
  description: ReactNode;
  width?: DialogWidth;
  className?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent width={width} className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Cancel and the dialog's action: the action shows `pendingLabel` and cannot be pressed again while it runs.
 * Without `onSubmit` the action submits the form it stands in.
 */
export function FormDialogFooter({
  submitLabel,
  pendingLabel,
  isPending,
  onCancel,
  onSubmit,
  cancelDisabled = false,
  disabled = false,
  variant,
}: {
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onCancel: () => void;
  onSubmit?: () => void;
  /** Whether Cancel waits for the running action too. */
  cancelDisabled?: boolean;
  /** The action cannot be pressed yet (besides while it runs). */
  disabled?: boolean;
  variant?: 'destructive';
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={cancelDisabled}>
        Cancel
      </Button>
      <SubmitButton
        type={onSubmit ? 'button' : 'submit'}
        variant={variant}
        onClick={onSubmit}
        isPending={isPending}
        pendingLabel={pendingLabel}
        disabled={disabled}
      >
        {submitLabel}
      </SubmitButton>
    </DialogFooter>
  );
}
