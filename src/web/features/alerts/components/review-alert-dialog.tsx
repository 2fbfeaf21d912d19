import { useState } from 'react';
import { alertMessages } from '@/domain/alert-messages';
import type { Alert } from '@/domain/contracts/monitoring';
import { ALERT_KIND_LABELS, MAX_ALERT_REVIEW_NOTE_LENGTH } from '@/domain/monitoring';
import { FormDialog, FormDialogFooter } from '@/web/components/form-dialog';
import { NoteField } from '@/web/components/note-field';
import { useReviewAlert } from '@/web/features/alerts/api/alerts';
import { serverAnswered } from '@/web/lib/describe-failure';
import { notify } from '@/web/lib/notify';
import { showFailure } from '@/web/lib/notify-failure';

const NOTE_ID = 'alert-review-note';

/** "Mark reviewed": an optional note on what the handler found; open while `alert` is given. */
export function ReviewAlertDialog({ alert, onClose }: { alert: Alert | null; onClose: () => void }) {
  const [note, setNote] = useState('');
  const review = useReviewAlert();

  function close() {
    setNote('');
    onClose();
  }

  function submit() {
    if (!alert) return;
    review.mutate(
      { id: alert.id, note: note.trim() },
      {
        onSuccess: () => {
          notify.success(alertMessages.reviewedTitle, alertMessages.reviewedText);
          close();
        },
        // 409 (a colleague was first) and 404 say why in the server's words.
        onError: (error) =>
          showFailure(
            error,
            { title: 'Error', description: alertMessages.reviewFailed },
            { saysWhy: serverAnswered },
          ),
      },
    );
  }

  return (
    <FormDialog
      open={alert !== null}
      title="Mark Alert Reviewed"
      description={alert ? `${ALERT_KIND_LABELS[alert.kind]} on IMEI ${alert.imei}.` : null}
      className="max-w-lg"
      onClose={close}
    >
      <NoteField
        id={NOTE_ID}
        label="Note (optional)"
        hint="What you found. Shown on the Alerts screen and exported. At most 1,000 characters."
        maxLength={MAX_ALERT_REVIEW_NOTE_LENGTH}
        value={note}
        disabled={review.isPending}
        onChange={(event) => setNote(event.target.value)}
      />
      <FormDialogFooter
        submitLabel="Mark Reviewed"
        pendingLabel="Saving..."
        isPending={review.isPending}
        onCancel={close}
        onSubmit={submit}
        cancelDisabled={review.isPending}
      />
    </FormDialog>
  );
}
