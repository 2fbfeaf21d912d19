import type { ReactNode } from 'react';
import { Alert, AlertDescription } from './ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';
import { Spinner } from './ui/spinner';

/** A record's details in a dialog: a spinner while it loads, the failure text if it cannot, then the body. */
export function DetailsDialog({
  title,
  description,
  isPending,
  failure,
  onClose,
  children,
}: {
  title: string;
  description: string;
  isPending: boolean;
  failure: string | null;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {isPending ? <Spinner /> : null}
        {failure ? (
          <Alert variant="destructive">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        ) : null}
        {children}
      </DialogContent>
    </Dialog>
  );
}
