import { useState } from 'react';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { FormDialog } from '@/web/components/form-dialog';
import { Button } from '@/web/components/ui/button';
import { DialogFooter } from '@/web/components/ui/dialog';
import { useRotateWebhookSecret } from '@/web/features/org-admin/api/webhooks';
import { notifyFailure } from '@/web/lib/notify-failure';
import { WebhookSecretReveal } from './webhook-secret-reveal';

/** Rotate secret: asks first (the old secret stops at once), then shows the new one this once. */
export function RotateWebhookSecretDialog({
  endpoint,
  onClose,
}: {
  endpoint: { id: string; url: string };
  onClose: () => void;
}) {
  const rotate = useRotateWebhookSecret();
  const [secret, setSecret] = useState<string | null>(null);
  if (secret) {
    return (
      <FormDialog title="New signing secret" description={endpoint.url} onClose={onClose}>
        <WebhookSecretReveal secret={secret} />
        <DialogFooter>
          <Button type="button" onClick={onClose}>
            Done
          </Button>
        </DialogFooter>
      </FormDialog>
    );
  }
  return (
    <ConfirmDialog
      open
      title="Rotate signing secret?"
      description={`Deliveries to ${endpoint.url} are signed with a new secret from now on; the receiver must be given it, or it will refuse them.`}
      confirmLabel="Rotate secret"
      busyLabel="Rotating..."
      isBusy={rotate.isPending}
      onConfirm={() =>
        rotate.mutate(endpoint.id, {
          onSuccess: (reply) => setSecret(reply.secret),
          onError: (error) => notifyFailure('Error rotating secret', error),
        })
      }
      onClose={onClose}
    />
  );
}
