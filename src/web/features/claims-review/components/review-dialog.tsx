import { Alert, AlertDescription } from '../../../components/ui/alert';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { type CheckDetail, useCheck } from '../api/get-check';
import { CarrierInformation } from './carrier-information';
import { ClaimTypeControl } from './claim-type-control';
import type { DeviceStatus } from './current-status';
import { GeneralInformation } from './general-information';
import { OriginalResponsePanel } from './original-response-panel';
import { ReviewHistory } from './review-history';
import { StatusSection } from './status-section';

/** The newest re-check replaces the original check as the current status (spec section 4 "Re-check"). */
function currentStatusOf(check: CheckDetail): DeviceStatus {
  const [latest] = check.rechecks;
  if (latest)
    return { lockStatus: latest.lockStatus, isBlocked: latest.isBlocked, claimsCount: latest.claimsCount };
  return {
    lockStatus: check.report.lockStatus,
    isBlocked: check.report.isBlocked,
    claimsCount: check.report.claims.length,
  };
}

function ReviewBody({ check }: { check: CheckDetail }) {
  return (
    <div className="grid gap-4">
      <ClaimTypeControl check={check} />
      <GeneralInformation check={check} />
      <CarrierInformation carrier={check.carrier} />
      <StatusSection checkId={check.id} status={currentStatusOf(check)} />
      <ReviewHistory check={check} />
      <OriginalResponsePanel check={check} />
    </div>
  );
}

export function ReviewDialog({ checkId, onClose }: { checkId: string; onClose: () => void }) {
  const check = useCheck(checkId);
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Review Claim</DialogTitle>
          <DialogDescription>
            {check.data
              ? `IMEI ${check.data.imei}`
              : 'The recorded check, its re-checks and the provider responses.'}
          </DialogDescription>
        </DialogHeader>
        {check.isPending ? <Spinner /> : null}
        {check.isError ? (
          <Alert variant="destructive">
            <AlertDescription>Failed to load re-check history. Please try again.</AlertDescription>
          </Alert>
        ) : null}
        {check.data ? <ReviewBody check={check.data} /> : null}
      </DialogContent>
    </Dialog>
  );
}
