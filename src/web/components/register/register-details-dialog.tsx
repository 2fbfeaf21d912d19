import type { z } from 'zod';
import { DetailsDialog } from '@/web/components/details-dialog';
import type { RegisterDetails } from './register';
import { useRegisterRecord } from './register-api';

/** One record's details, loaded when the dialog opens. */
export function RegisterDetailsDialog<Detail extends { imei: string }>({
  path,
  record: contract,
  details: { title, loadingDescription, queryKey, Body },
  id,
  failure,
  onClose,
}: {
  /** The register's path on the API, and the contract of one record. */
  path: string;
  record: z.ZodType<unknown, Detail>;
  details: RegisterDetails<Detail>;
  id: string;
  failure: string;
  onClose: () => void;
}) {
  const record = useRegisterRecord(path, contract, queryKey(id), id);
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
