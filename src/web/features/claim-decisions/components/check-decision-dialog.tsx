import type { ReactNode } from 'react';
import type { CheckDetail } from '@/domain/contracts/checks';
import { useCheck } from '@/web/api/checks';
import { RecordLoadState } from '@/web/components/details-dialog';
import { FormDialog } from '@/web/components/form-dialog';

/** A decision on a recorded check: the dialog loads the check, then shows the decision's form for it. */
export function CheckDecisionDialog({
  checkId,
  title,
  description,
  className,
  onClose,
  children,
}: {
  checkId: string;
  title: string;
  description: string;
  className: string;
  onClose: () => void;
  children: (check: CheckDetail) => ReactNode;
}) {
  const check = useCheck(checkId);
  return (
    <FormDialog title={title} description={description} className={className} onClose={onClose}>
      <RecordLoadState isPending={check.isPending} failure={check.isError ? check.error.message : null} />
      {check.data ? children(check.data) : null}
    </FormDialog>
  );
}
