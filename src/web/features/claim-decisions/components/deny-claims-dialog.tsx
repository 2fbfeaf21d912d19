import { workQueueMessages } from '@/domain/work-queue-messages';
import { FormDialog, FormDialogFooter } from '@/web/components/form-dialog';
import { useDenyChecks } from '@/web/features/claim-decisions/api/deny-checks';
import { notifyFirstFormError } from '@/web/lib/form-errors';
import { NOTICE_DURATION_MS, notify } from '@/web/lib/notify';
import { usePendingAtOnce } from '@/web/lib/use-pending-at-once';
import { DenialFields, type DenyFormValues, useDenyForm } from './denial-fields';
import { showDecisionFailure } from './show-decision-failure';

/**
 * Deny the claims selected on Claims Review for one reason and note. A claim decided meanwhile (or whose device's
 * other claim was denied first) is left as it is and counted in a warning. `onDenied` runs, before `onClose`, once
 * the server has answered.
 */
export function DenyClaimsDialog({
  ids,
  onClose,
  onDenied,
}: {
  ids: string[];
  onClose: () => void;
  onDenied: () => void;
}) {
  const form = useDenyForm();
  const deny = usePendingAtOnce(useDenyChecks());
  const busy = deny.isPending;
  const onValid = ({ denialReason, notes }: DenyFormValues) =>
    deny.mutate(
      { ids, denialReason, notes },
      {
        onSuccess: (result) => {
          notify.success('Success', result.message);
          const skipped = result.results.filter((entry) => entry.outcome === 'already-decided').length;
          if (skipped > 0) {
            notify.warning(
              'Some claims were not denied',
              workQueueMessages.alreadyDecidedSome(skipped),
              NOTICE_DURATION_MS,
            );
          }
          onDenied();
          onClose();
        },
        onError: (error) => showDecisionFailure(error, 'Failed to deny the claims. Please try again.'),
      },
    );
  return (
    <FormDialog
      title={workQueueMessages.denySelectedTitle(ids.length)}
      description={workQueueMessages.denySelectedDescription}
      onClose={onClose}
    >
      <form className="grid gap-4" onSubmit={form.handleSubmit(onValid, notifyFirstFormError)} noValidate>
        <DenialFields form={form} busy={busy} idPrefix="deny-selected" />
        <FormDialogFooter
          submitLabel={workQueueMessages.denySelectedTitle(ids.length)}
          pendingLabel="Denying..."
          isPending={busy}
          onCancel={onClose}
          cancelDisabled={busy}
          variant="destructive"
        />
      </form>
    </FormDialog>
  );
}
