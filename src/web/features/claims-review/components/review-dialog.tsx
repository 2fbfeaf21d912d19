import { BadgeCheck, Ban } from 'lucide-react';
import type { CheckDetail } from '@/domain/contracts/checks';
import { useCheck } from '@/web/api/checks';
import { RecordLoadState } from '@/web/components/details-dialog';
import { FormDialog } from '@/web/components/form-dialog';
import { TriageSummary } from '@/web/components/triage-summary';
import { Button } from '@/web/components/ui/button';
import { CarrierInformation } from './carrier-information';
import { ClaimTypeControl } from './claim-type-control';
import { GeneralInformation } from './general-information';
import { OriginalResponsePanel } from './original-response-panel';
import { ReviewHistory } from './review-history';
import { type CurrentReport, StatusSection } from './status-section';

/** The newest re-check replaces the original check as the current status. */
function currentStatusOf(check: CheckDetail): CurrentReport {
  const [latest] = check.rechecks;
  return latest
    ? { report: latest.report, checkedAt: latest.checkedAt, isRecheck: true }
    : { report: check.report, checkedAt: check.createdAt, isRecheck: false };
}

function ReviewBody({
  check,
  onDecide,
}: {
  check: CheckDetail;
  onDecide: (action: 'settle' | 'deny') => void;
}) {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ClaimTypeControl check={check} />
        <div className="flex gap-2">
          <Button onClick={() => onDecide('settle')}>
            <BadgeCheck aria-hidden="true" />
            Settle
          </Button>
          <Button variant="destructive" onClick={() => onDecide('deny')}>
            <Ban aria-hidden="true" />
            Deny
          </Button>
        </div>
      </div>
      <TriageSummary triage={check.triage} />
      <StatusSection checkId={check.id} imei={check.imei} current={currentStatusOf(check)} />
      <GeneralInformation check={check} />
      <CarrierInformation carrier={check.carrier} />
      <ReviewHistory check={check} />
      <OriginalResponsePanel check={check} />
    </div>
  );
}

export function ReviewDialog({
  checkId,
  onClose,
  onDecide,
}: {
  checkId: string;
  onClose: () => void;
  /** Settle or Deny from the dialog: the page swaps this dialog for that one. */
  onDecide: (action: 'settle' | 'deny') => void;
}) {
  const check = useCheck(checkId);
  return (
    <FormDialog
      title="Review Claim"
      description={
        check.data
          ? `IMEI ${check.data.imei}`
          : 'The recorded check, its re-checks and the provider responses.'
      }
      width="4xl"
      onClose={onClose}
    >
      <RecordLoadState
        isPending={check.isPending}
        failure={check.isError ? 'Failed to load re-check history. Please try again.' : null}
      />
      {check.data ? <ReviewBody check={check.data} onDecide={onDecide} /> : null}
    </FormDialog>
  );
}
