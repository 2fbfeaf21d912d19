import { webhookMessages } from '@/domain/webhook-messages';
import { SecretDialog } from '@/web/components/secret-dialog';

/** A webhook endpoint's signing secret, shown this once: after the endpoint is added and after each rotation. */
export function SigningSecretDialog(props: {
  title: string;
  description: string;
  secret: string;
  onClose: () => void;
}) {
  return (
    <SecretDialog
      {...props}
      label="Signing secret"
      notice={webhookMessages.secretShownOnce}
      copyFailure={webhookMessages.secretCopyFailed}
    />
  );
}
