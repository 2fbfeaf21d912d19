import { RefreshCw } from 'lucide-react';
import { reviewMessages } from '@/domain/review-messages';
import { Button } from '@/web/components/ui/button';
import { useRecheckDevice } from '@/web/features/claims-review/api/recheck-device';
import { describeFailure } from '@/web/lib/describe-failure';
import { notify } from '@/web/lib/notify';
import { CurrentStatus, type DeviceStatus } from './current-status';
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

/** The current status and the Re-Check button; a re-check refreshes the check, whose newest re-check then shows. */
export function StatusSection({ checkId, status }: { checkId: string; status: DeviceStatus }) {
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
      <CurrentStatus status={status} />
    </ReviewSection>
  );
}
