import { CircleCheck, Loader2, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { decisionMessages } from '@/domain/decision-messages';
import type { DeviceReport } from '@/domain/device-report';
import { listVerificationChanges } from '@/domain/verification-changes';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import type { DeviceVerification } from '@/web/features/claim-decisions/api/verify-device';
import { notify } from '@/web/lib/notify';

/**
 * The Settle Claim dialog re-verifies the device on open and says what changed since the check. The
 * dialog runs the re-verification, as the settlement names the one shown here.
 */
export function VerificationNotice({
  verification,
  original,
}: {
  verification: DeviceVerification;
  original: DeviceReport;
}) {
  // The notice belongs to this opening of the dialog: said once, and taken back when the dialog closes, so it does not
  // come back among the notices of the settlement.
  useEffect(() => {
    if (!verification.isError) return;
    const notice = notify.warning(
      decisionMessages.verificationWarningTitle,
      decisionMessages.verificationWarning,
    );
    return () => {
      notify.dismiss(notice);
    };
  }, [verification.isError]);

  if (verification.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" /> Verifying the current
        device status…
      </p>
    );
  }
  if (verification.isError) {
    return (
      <Alert variant="warning">
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>{decisionMessages.verificationWarningTitle}</AlertTitle>
        <AlertDescription>{decisionMessages.verificationWarning}</AlertDescription>
      </Alert>
    );
  }
  const changes = listVerificationChanges(original, verification.data.report);
  if (changes.length === 0) {
    return (
      <Alert variant="success" role="status">
        <CircleCheck aria-hidden="true" />
        <AlertTitle>Device status verified</AlertTitle>
        <AlertDescription>Nothing has changed since the original check.</AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive" role="alert">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>Device status changed since the check</AlertTitle>
      <AlertDescription>
        <ul className="list-disc pl-5">
          {changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
