import type { ReactNode } from 'react';
import type { CheckDetail } from '@/domain/contracts/checks';
import { useCheck } from '@/web/api/checks';
import { RecordLoadState } from '@/web/components/details-dialog';
import { FormDialog } from '@/web/components/form-dialog';
import type { DialogWidth } from '@/web/components/ui/dialog';

/** A decision on a recorded check: the dialog loads the check, then shows the decision's form for it. */
export function CheckDecisionDialog({
  checkId,
  title,
  description,
  width,
  onClose,
  children,
}: {
  checkId: string;
  title: string;
  description: string;
  width: DialogWidth;
  onClose: () => void;
  children: (check: CheckDetail) => ReactNode;
}) {
  const check = useCheck(checkId);
  return (
    <FormDialog title={title} description={description} width={width} onClose={onClose}>
      <RecordLoadState isPending={check.isPending} failure={check.isError ? check.error.message : null} />
      {check.data ? children(check.data) : null}
    </FormDialog>
  );
}
