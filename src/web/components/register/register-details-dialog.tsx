import { DetailsDialog } from '@/web/components/details-dialog';
import type { RegisterDetails } from './register';
import { type RegisterEndpoint, useRegisterRecord } from './register-api';

/** One record's details, loaded when the dialog opens. */
export function RegisterDetailsDialog<Detail extends { imei: string }>({
  record: contract,
  details: { title, loadingDescription, queryKey, Body },
  id,
  failure,
  onClose,
}: {
  /** The route of one record. */
  record: NonNullable<RegisterEndpoint<unknown, Detail>['record']>;
  details: RegisterDetails<Detail>;
  id: string;
  failure: string;
  onClose: () => void;
}) {
  const record = useRegisterRecord(contract, queryKey(id), id);
  return (
    <DetailsDialog
      title={title}
      description={record.data ? `IMEI ${record.data.imei}` : loadingDescription}
      isPending={record.isPending}
      failure={record.isError ? failure : null}
      onClose={onClose}
    >
      {record.data ? <Body record={record.data} /> : null}
    </DetailsDialog>
  );
}
