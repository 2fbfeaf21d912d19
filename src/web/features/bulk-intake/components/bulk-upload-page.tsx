import { Link, useSearchParams } from 'react-router';
import { bulkIntakeMessages as text } from '@/domain/bulk-intake-messages';
import { can } from '@/domain/permissions';
import { LoadStatus } from '@/web/components/load-status';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { isBatchOpen, useBulkIntake } from '@/web/features/bulk-intake/api/bulk-intake';
import { ApiError } from '@/web/lib/api-client';
import { useSession } from '@/web/lib/session';
import { BulkApprovalsCard } from './bulk-approvals-card';
import { BulkFileForm } from './bulk-file-form';
import { BulkIntakeHistory } from './bulk-intake-history';
import { BulkIntakeProgress } from './bulk-intake-progress';
import { BulkIntakeResults } from './bulk-intake-results';

/**
 * Bulk upload (/dashboard/search-imei/bulk): choose or paste rows, see every line's problem, start the valid rows,
 * then watch the batch; below the form, the organisation's past uploads. The batch's id is in the address
 * (`?batch=`), so a reload shows the same batch.
 */
export function BulkUploadPage() {
  const [params, setParams] = useSearchParams();
  const batchId = params.get('batch');
  const session = useSession();
  const mayApprove = can(session.data?.role, 'organisation:manage');
  return (
    <>
      <PageHeader title={text.title} description={text.description}>
        <div className="flex flex-wrap gap-2">
          {batchId ? (
            <Button variant="outline" onClick={() => setParams({})}>
              {text.newUpload}
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <Link to="/dashboard/search-imei">Claims Intake</Link>
          </Button>
        </div>
      </PageHeader>
      {batchId ? (
        <BatchView id={batchId} />
      ) : (
        <div className="flex min-w-0 flex-col gap-6">
          {mayApprove ? <BulkApprovalsCard /> : null}
          <BulkFileForm onStarted={(id) => setParams({ batch: id })} />
          <BulkIntakeHistory />
        </div>
      )}
    </>
  );
}

const isUnknownBatch = (error: Error | null) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

function BatchView({ id }: { id: string }) {
  const batch = useBulkIntake(id);
  if (!batch.data)
    return (
      <LoadStatus
        query={batch}
        loadingLabel="Loading the bulk upload"
        spinnerClassName="mx-auto my-8 size-8"
        // An address naming no batch of the organisation (unknown, another's, or not an id at all) finds none.
        failure={isUnknownBatch(batch.error) ? text.batchNotFound : undefined}
      />
    );
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <BulkIntakeProgress batch={batch.data} />
      <BulkIntakeResults
        id={id}
        isRunning={isBatchOpen(batch.data.status)}
        canRetry={batch.data.stopReason === null && batch.data.status !== 'rejected-by-admin'}
      />
    </div>
  );
}
