import { useId, useState } from 'react';
import { apiKeyMessages } from '@/domain/api-key-messages';
import type { RotatedApiKey } from '@/domain/contracts/api-keys';
import { ROTATION_GRACE_CHOICES } from '@/domain/schemas/api-key';
import { FormDialog, FormDialogFooter } from '@/web/components/form-dialog';
import { OptionsSelect } from '@/web/components/options-select';
import { FormField } from '@/web/components/ui/form-field';
import { useRotateApiKey } from '@/web/features/org-admin/api/api-keys';
import { formatDateTimeToMinute } from '@/web/lib/format-date';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';
import { NewKeyShownOnce } from './create-api-key-dialog';

const GRACE_OPTIONS = ROTATION_GRACE_CHOICES.map((choice) => ({
  value: String(choice.hours),
  label: choice.label,
}));

/**
 * Rotate API key: asks how long the key's current secret keeps working beside the new one (24 hours unless chosen
 * otherwise), then shows the new secret this once and until when the one before still works.
 */
export function RotateApiKeyDialog({
  apiKey,
  onClose,
}: {
  apiKey: { id: string; name: string };
  onClose: () => void;
}) {
  const rotate = useRotateApiKey();
  const [graceHours, setGraceHours] = useState(24);
  const [rotated, setRotated] = useState<RotatedApiKey | null>(null);
  const graceId = useId();

  const onRotate = () =>
    rotate.mutate(
      { id: apiKey.id, graceHours },
      {
        onSuccess: (reply) => {
          notify.success(apiKeyMessages.rotated, reply.name);
          setRotated(reply);
        },
        onError: (error) => notifyFailure(apiKeyMessages.errorRotating, error),
      },
    );

  if (rotated) {
    return (
      <NewKeyShownOnce created={rotated} onClose={onClose}>
        <p className="text-sm">
          {apiKeyMessages.previousValidUntil(formatDateTimeToMinute(rotated.previousKeyValidUntil))}
        </p>
      </NewKeyShownOnce>
    );
  }
  return (
    <FormDialog
      title="Rotate API key?"
      description={apiKeyMessages.rotateConfirm(apiKey.name)}
      onClose={onClose}
    >
      <FormField id={graceId} label={apiKeyMessages.graceLabel}>
        <OptionsSelect
          value={String(graceHours)}
          onValueChange={(value) => setGraceHours(Number(value))}
          options={GRACE_OPTIONS}
          trigger={{ id: graceId }}
        />
      </FormField>
      <FormDialogFooter
        submitLabel="Rotate"
        pendingLabel="Rotating..."
        isPending={rotate.isPending}
        onCancel={onClose}
        onSubmit={onRotate}
        cancelDisabled={rotate.isPending}
      />
    </FormDialog>
  );
}
