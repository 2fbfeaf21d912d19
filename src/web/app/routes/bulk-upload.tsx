import { BulkUploadPage } from '@/web/features/bulk-intake';

/** Bulk upload of intakes, reached from Claims Intake. */
export default function BulkUploadRoute() {
  return <BulkUploadPage />;
}
