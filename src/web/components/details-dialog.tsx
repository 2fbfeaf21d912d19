import type { ReactNode } from 'react';
import { FormDialog } from './form-dialog';
import { Alert, AlertDescription } from './ui/alert';
import { Spinner } from './ui/spinner';

/** A spinner while a record loads, the failure text if it cannot. */
export function RecordLoadState({ isPending, failure }: { isPending: boolean; failure: string | null }) {
  return (
    <>
      {isPending ? <Spinner /> : null}
      {failure ? (
        <Alert variant="destructive">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
    </>
  );
}

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
    <FormDialog title={title} description={description} width="3xl" onClose={onClose}>
      <RecordLoadState isPending={isPending} failure={failure} />
      {children}
    </FormDialog>
  );
}
