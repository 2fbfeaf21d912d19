import { useState } from 'react';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useRotateWebhookSecret } from '@/web/features/org-admin/api/webhooks';
import { notifyFailure } from '@/web/lib/notify-failure';
import { SigningSecretDialog } from './signing-secret-dialog';

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
      <SigningSecretDialog
        title="New signing secret"
        description={endpoint.url}
        secret={secret}
        onClose={onClose}
      />
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
