import { useState } from 'react';
import type { WebhookSecret } from '@/domain/contracts/webhooks';
import { webhookMessages } from '@/domain/webhook-messages';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useRotateWebhookSecret } from '@/web/features/org-admin/api/webhooks';
import { formatDateTimeToMinute } from '@/web/lib/format-date';
import { notifyFailure } from '@/web/lib/notify-failure';
import { SigningSecretDialog } from './signing-secret-dialog';

/**
 * Rotate secret: asks first, then shows the new one this once and until when the old one still signs beside it (the
 * server's default overlap, 24 hours).
 */
export function RotateWebhookSecretDialog({
  endpoint,
  onClose,
}: {
  endpoint: { id: string; url: string };
  onClose: () => void;
}) {
  const rotate = useRotateWebhookSecret();
  const [rotated, setRotated] = useState<WebhookSecret | null>(null);
  if (rotated) {
    const until = rotated.oldSecretValidUntil;
    return (
      <SigningSecretDialog
        title="New signing secret"
        description={endpoint.url}
        secret={rotated.secret}
        detail={
          until
            ? webhookMessages.oldSecretValidUntil(formatDateTimeToMinute(until))
            : webhookMessages.oldSecretStopped
        }
        onClose={onClose}
      />
    );
  }
  return (
    <ConfirmDialog
      open
      title="Rotate signing secret?"
      description={webhookMessages.rotateSecretConfirm(endpoint.url)}
      confirmLabel="Rotate secret"
      busyLabel="Rotating..."
      isBusy={rotate.isPending}
      onConfirm={() =>
        rotate.mutate(endpoint.id, {
          onSuccess: setRotated,
          onError: (error) => notifyFailure('Error rotating secret', error),
        })
      }
      onClose={onClose}
    />
  );
}
