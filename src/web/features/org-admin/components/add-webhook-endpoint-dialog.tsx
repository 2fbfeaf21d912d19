import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type NewWebhookEndpoint,
  type NewWebhookEndpointInput,
  NewWebhookEndpointSchema,
} from '@/domain/schemas/webhook-endpoint';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from '@/domain/webhook-events';
import { FormCheckboxSet } from '@/web/components/form-checkbox-set';
import { FormDialog, FormDialogFooter } from '@/web/components/form-dialog';
import { FormInput } from '@/web/components/form-input';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Label } from '@/web/components/ui/label';
import { useAddWebhookEndpoint } from '@/web/features/org-admin/api/webhooks';
import { notifyFirstFormError } from '@/web/lib/form-errors';
import { notifyFailure } from '@/web/lib/notify-failure';
import { SigningSecretDialog } from './signing-secret-dialog';

const EMPTY: NewWebhookEndpointInput = { url: '', events: [] };

/** Add endpoint: its URL and the events it is sent; once added, its signing secret is shown this once. */
export function AddWebhookEndpointDialog({ onClose }: { onClose: () => void }) {
  const add = useAddWebhookEndpoint();
  const [secret, setSecret] = useState<string | null>(null);
  const form = useForm<NewWebhookEndpointInput, unknown, NewWebhookEndpoint>({
    resolver: zodResolver(NewWebhookEndpointSchema),
    defaultValues: EMPTY,
  });
  const onValid = (endpoint: NewWebhookEndpoint) =>
    add.mutate(endpoint, {
      onSuccess: (created) => setSecret(created.secret),
      onError: (error) => notifyFailure('Error adding endpoint', error),
    });

  if (secret) {
    return (
      <SigningSecretDialog
        title="Endpoint added"
        description="Give this secret to the receiving system."
        secret={secret}
        onClose={onClose}
      />
    );
  }
  return (
    <FormDialog
      title="Add endpoint"
      description="Events are sent to this URL as signed JSON (Standard Webhooks)."
      onClose={onClose}
    >
      <form noValidate onSubmit={form.handleSubmit(onValid, notifyFirstFormError)} className="grid gap-4">
        <FormInput
          form={form}
          name="url"
          id="webhook-url"
          label="Endpoint URL"
          placeholder="https://claims.example.com/webhooks"
          errorDisplay="described"
        />
        <FormCheckboxSet
          control={form.control}
          name="events"
          legend="Events to send"
          options={WEBHOOK_EVENT_TYPES}
          className="grid gap-2"
          renderOption={(type, checked, onChange) => (
            <div key={type} className="flex items-center gap-2">
              <Checkbox
                id={`webhook-event-${type}`}
                checked={checked}
                onCheckedChange={(next) => onChange(next === true)}
              />
              <Label htmlFor={`webhook-event-${type}`} variant="option">
                {WEBHOOK_EVENT_LABELS[type]} <code className="text-xs text-muted-foreground">{type}</code>
              </Label>
            </div>
          )}
        />
        <FormDialogFooter
          submitLabel="Add endpoint"
          pendingLabel="Adding..."
          isPending={add.isPending}
          onCancel={onClose}
        />
      </form>
    </FormDialog>
  );
}
