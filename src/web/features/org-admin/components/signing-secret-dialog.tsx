import { webhookMessages } from '@/domain/webhook-messages';
import { SecretDialog } from '@/web/components/secret-dialog';

/**
 * A webhook endpoint's signing secret, shown this once: after the endpoint is added and after each rotation, then
 * with `detail` saying until when the old secret still signs.
 */
export function SigningSecretDialog({
  detail,
  ...props
}: {
  title: string;
  description: string;
  secret: string;
  detail?: string;
  onClose: () => void;
}) {
  return (
    <SecretDialog
      {...props}
      label="Signing secret"
      notice={webhookMessages.secretShownOnce}
      copyFailure={webhookMessages.secretCopyFailed}
    >
      {detail ? <p className="text-sm text-muted-foreground">{detail}</p> : null}
    </SecretDialog>
  );
}
