import { CircleCheck, Loader2, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { decisionMessages } from '@/domain/decision-messages';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import type { DeviceVerification } from '@/web/features/claim-decisions/api/verify-device';
import { ApiError } from '@/web/lib/api-client';
import { notify } from '@/web/lib/notify';

/**
 * The Settle Claim dialog re-verifies the device on open and says what changed since the check, fact by fact, as
 * the server compared them (the settlement rests on this re-verification, and its changes need a reason). A fact the
 * provider left out is listed as not compared, never as unchanged.
 */
export function VerificationNotice({ verification }: { verification: DeviceVerification }) {
  // A search refused for the organisation's monthly budget says so (and who can raise it); any other failure is general.
  const { error } = verification;
  const warning =
    error instanceof ApiError && error.code === 'SEARCH_BUDGET_USED_UP'
      ? error.message
      : decisionMessages.verificationWarning;
  // The notice belongs to this opening of the dialog: said once, and taken back when the dialog closes, so it does not
  // come back among the notices of the settlement.
  useEffect(() => {
    if (!verification.isError) return;
    const notice = notify.warning(decisionMessages.verificationWarningTitle, warning);
    return () => {
      notify.dismiss(notice);
    };
  }, [verification.isError, warning]);

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
        <AlertDescription>{warning}</AlertDescription>
      </Alert>
    );
  }
  const { changes, notCompared } = verification.data;
  const notComparedNote =
    notCompared.length > 0 ? (
      <p className="text-sm">
        {decisionMessages.notComparedLead} {notCompared.join(', ')}.
      </p>
    ) : null;
  if (changes.length === 0) {
    return (
      <Alert variant={notCompared.length > 0 ? 'warning' : 'success'} role="status">
        <CircleCheck aria-hidden="true" />
        <AlertTitle>Device status verified</AlertTitle>
        <AlertDescription>
          {notCompared.length > 0 ? (
            <>
              <p>{decisionMessages.nothingReportedChanged}</p>
              {notComparedNote}
            </>
          ) : (
            decisionMessages.nothingChanged
          )}
        </AlertDescription>
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
        {notComparedNote}
      </AlertDescription>
    </Alert>
  );
}
