import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { apiKeyMessages } from '@/domain/api-key-messages';
import { API_SCOPE_DESCRIPTIONS, API_SCOPES, type ApiScope } from '@/domain/api-scopes';
import type { NewApiKeyCreated } from '@/domain/contracts/api-keys';
import { API_KEY_EXPIRY_CHOICES, type NewApiKey, NewApiKeySchema } from '@/domain/schemas/api-key';
import { FormCheckboxSet } from '@/web/components/form-checkbox-set';
import { FormDialog, FormDialogFooter } from '@/web/components/form-dialog';
import { FormInput } from '@/web/components/form-input';
import { OptionsSelect } from '@/web/components/options-select';
import { SecretDialog } from '@/web/components/secret-dialog';
import { Checkbox } from '@/web/components/ui/checkbox';
import { FormField } from '@/web/components/ui/form-field';
import { Label } from '@/web/components/ui/label';
import { useCreateApiKey } from '@/web/features/org-admin/api/api-keys';
import { notifyFirstFormError } from '@/web/lib/form-errors';
import { formatDate } from '@/web/lib/format-date';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';

const NEVER = 'never';
const EXPIRY_OPTIONS = API_KEY_EXPIRY_CHOICES.map((choice) => ({
  value: choice.days === null ? NEVER : String(choice.days),
  label: choice.label,
}));

/** Create API Key: a name, the scopes and when it expires, then the key itself, shown this once with a Copy button. */
export function CreateApiKeyDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateApiKey();
  const [created, setCreated] = useState<NewApiKeyCreated | null>(null);
  const form = useForm<NewApiKey>({
    resolver: zodResolver(NewApiKeySchema),
    defaultValues: { name: '', scopes: ['checks:write', 'checks:read'] },
  });

  const onValid = (key: NewApiKey) =>
    create.mutate(key, {
      onSuccess: (reply) => {
        notify.success(apiKeyMessages.created, reply.name);
        setCreated(reply);
      },
      onError: (error) => notifyFailure(apiKeyMessages.errorCreating, error),
    });

  if (created) return <NewKeyShownOnce created={created} onClose={onClose} />;
  return (
    <FormDialog
      title="Create API Key"
      description="Name the system that will use the key, and choose what it may do."
      onClose={onClose}
    >
      <form noValidate onSubmit={form.handleSubmit(onValid, notifyFirstFormError)} className="grid gap-4">
        <FormInput
          form={form}
          name="name"
          id="api-key-name"
          label="Name"
          placeholder="ClaimCenter production"
          errorDisplay="described"
        />
        <FormCheckboxSet
          control={form.control}
          name="scopes"
          legend="Scopes"
          options={API_SCOPES}
          className="grid gap-3"
          renderOption={(scope, checked, onChange) => (
            <ScopeChoice key={scope} scope={scope} checked={checked} onChange={onChange} />
          )}
        />
        <Controller
          control={form.control}
          name="expiresInDays"
          render={({ field }) => (
            <FormField id="api-key-expiry" label={apiKeyMessages.expiryLabel}>
              <OptionsSelect
                value={field.value === undefined ? NEVER : String(field.value)}
                onValueChange={(value) => field.onChange(value === NEVER ? undefined : Number(value))}
                options={EXPIRY_OPTIONS}
                trigger={{ id: 'api-key-expiry', ref: field.ref, onBlur: field.onBlur }}
              />
            </FormField>
          )}
        />
        <FormDialogFooter
          submitLabel="Create Key"
          pendingLabel="Creating..."
          isPending={create.isPending}
          onCancel={onClose}
        />
      </form>
    </FormDialog>
  );
}

function ScopeChoice(props: { scope: ApiScope; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = `api-key-scope-${props.scope.replace(':', '-')}`;
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        checked={props.checked}
        onCheckedChange={(checked) => props.onChange(checked === true)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5"
      />
      <div className="grid gap-0.5">
        <Label htmlFor={id} variant="code">
          {props.scope}
        </Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {API_SCOPE_DESCRIPTIONS[props.scope]}
        </p>
      </div>
    </div>
  );
}

/** A key's new secret (created or rotated), shown this once, with how to send it and until when it works. */
export function NewKeyShownOnce({
  created,
  onClose,
  children,
}: {
  created: NewApiKeyCreated;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <SecretDialog
      title={`API key "${created.name}"`}
      description={apiKeyMessages.shownOnce}
      label="Your new API key"
      secret={created.key}
      copyFailure={apiKeyMessages.copyFailed}
      onClose={onClose}
    >
      <p className="rounded-md border bg-muted/50 p-3 text-sm">
        Send it as <code className="font-mono">Authorization: Bearer &lt;key&gt;</code>. Scopes:{' '}
        {created.scopes.join(', ')}.
        {created.expiresAt ? ` ${apiKeyMessages.expires(formatDate(created.expiresAt))}.` : ''}
      </p>
      {children}
    </SecretDialog>
  );
}
