import type { CheckDetail } from '@/domain/contracts/checks';
import { claimDeniedMessage, decisionMessages } from '@/domain/decision-messages';
import { FormDialogFooter } from '@/web/components/form-dialog';
import { useDenyCheck } from '@/web/features/claim-decisions/api/deny-check';
import { ApiError } from '@/web/lib/api-client';
import { notifyFirstFormError } from '@/web/lib/form-errors';
import { NOTICE_DURATION_MS, notify } from '@/web/lib/notify';
import { usePendingAtOnce } from '@/web/lib/use-pending-at-once';
import { CheckDecisionDialog } from './check-decision-dialog';
import { ClaimDeviceSummary } from './claim-device-summary';
import { DenialFields, type DenyFormValues, useDenyForm } from './denial-fields';
import { showDecisionFailure } from './show-decision-failure';

function DenyForm({
  check,
  onDone,
  onDenied,
}: {
  check: CheckDetail;
  onDone: () => void;
  onDenied: (() => void) | undefined;
}) {
  const form = useDenyForm();
  const deny = usePendingAtOnce(useDenyCheck());
  const busy = deny.isPending;
  const onValid = ({ denialReason, notes }: DenyFormValues) =>
    deny.mutate(
      { checkId: check.id, denialReason, notes },
      {
        onSuccess: ({ denialReason }) => {
          notify.success(decisionMessages.claimDeniedTitle, claimDeniedMessage(denialReason));
          notify.success('Success', decisionMessages.claimDeniedSuccess);
          onDenied?.();
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'ALREADY_DENIED') {
            notify.warning(decisionMessages.alreadyDeniedTitle, error.message, NOTICE_DURATION_MS);
            onDenied?.();
            onDone();
          } else {
            showDecisionFailure(error, decisionMessages.denyFailed);
          }
        },
      },
    );

  return (
    <form className="grid gap-4" onSubmit={form.handleSubmit(onValid, notifyFirstFormError)} noValidate>
      <ClaimDeviceSummary check={check} />
      <DenialFields form={form} busy={busy} idPrefix="deny" />
      <FormDialogFooter
        submitLabel="Deny Claim"
        pendingLabel="Denying..."
        isPending={busy}
        onCancel={onDone}
        cancelDisabled={busy}
        variant="destructive"
      />
    </form>
  );
}

/** Deny Claim: a reason from the organisation's list and an optional note. `onDenied` runs, before `onClose`, once the claim is denied. */
export function DenyDialog({
  checkId,
  onClose,
  onDenied,
}: {
  checkId: string;
  onClose: () => void;
  onDenied?: () => void;
}) {
  return (
    <CheckDecisionDialog
      checkId={checkId}
      title="Deny Claim"
      description="Record why this claim is denied."
      width="lg"
      onClose={onClose}
    >
      {(check) => <DenyForm check={check} onDone={onClose} onDenied={onDenied} />}
    </CheckDecisionDialog>
  );
}
