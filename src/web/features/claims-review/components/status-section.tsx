import { RefreshCw } from 'lucide-react';
import type { DeviceReport } from '@/domain/device-report';
import { reviewMessages } from '@/domain/review-messages';
import { DeviceReportView } from '@/web/components/device-report/device-report-view';
import { Button } from '@/web/components/ui/button';
import { useRecheckDevice } from '@/web/features/claims-review/api/recheck-device';
import { describeFailure } from '@/web/lib/describe-failure';
import { formatDateTime } from '@/web/lib/format-date';
import { notify } from '@/web/lib/notify';
import { ReviewSection } from './review-section';

/** The re-check's 'Changes Detected' toast stays 5 seconds. */
const CHANGES_TOAST_MS = 5_000;

function showChanges(changes: string[]) {
  notify.warning(
    'Changes Detected',
    <ul className="list-disc pl-4">
      {changes.map((change) => (
        <li key={change}>{change}</li>
      ))}
    </ul>,
    CHANGES_TOAST_MS,
  );
}

/** The device as last checked: the newest re-check's report, else the intake's. */
export interface CurrentReport {
  report: DeviceReport;
  checkedAt: string;
  isRecheck: boolean;
}

/**
 * The current status, the whole report the intake showed, and the Re-Check button; a re-check refreshes the check,
 * whose newest re-check then shows.
 */
export function StatusSection({
  checkId,
  imei,
  current,
}: {
  checkId: string;
  imei: string;
  current: CurrentReport;
}) {
  const recheck = useRecheckDevice(checkId);

  function run() {
    recheck.mutate(undefined, {
      onSuccess: ({ changes }) => {
        if (changes.length === 0) notify.success('No Changes', 'The device status is unchanged.');
        else showChanges(changes);
      },
      // Always under 'Re-check Failed', even where the server gives the intake's heading ('Check Failed').
      onError: (error) =>
        notify.error(
          reviewMessages.recheckFailedTitle,
          describeFailure(error, {
            title: reviewMessages.recheckFailedTitle,
            description: 'Failed to perform re-check. Please try again.',
          }).description,
        ),
    });
  }

  return (
    <ReviewSection
      title="Current Status"
      action={
        <Button variant="outline" size="sm" onClick={run} disabled={recheck.isPending}>
          <RefreshCw aria-hidden="true" className={recheck.isPending ? 'animate-spin' : undefined} />
          {recheck.isPending ? 'Re-checking...' : 'Re-Check'}
        </Button>
      }
    >
      <p className="text-sm text-muted-foreground">
        {current.isRecheck ? 'Re-checked' : 'Checked at intake'} {formatDateTime(current.checkedAt)}
      </p>
      <DeviceReportView imei={imei} report={current.report} />
    </ReviewSection>
  );
}
