import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiKeyMessages } from '@/domain/api-key-messages';
import { API_SCOPE_DESCRIPTIONS, API_SCOPES, type ApiScope } from '@/domain/api-scopes';
import type { NewApiKeyCreated } from '@/domain/contracts/api-keys';
import { type NewApiKey, NewApiKeySchema } from '@/domain/schemas/api-key';
import { FormCheckboxSet } from '@/web/components/form-checkbox-set';
import { FormDialog, FormDialogFooter } from '@/web/components/form-dialog';
import { FormInput } from '@/web/components/form-input';
import { SecretDialog } from '@/web/components/secret-dialog';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Label } from '@/web/components/ui/label';
import { useCreateApiKey } from '@/web/features/org-admin/api/api-keys';
import { notifyFirstFormError } from '@/web/lib/form-errors';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';

/** Create API Key: a name and the scopes, then the key itself, shown this once with a Copy button. */
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
        <Label htmlFor={id} className="font-mono text-sm">
          {props.scope}
        </Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {API_SCOPE_DESCRIPTIONS[props.scope]}
        </p>
      </div>
    </div>
  );
}

function NewKeyShownOnce({ created, onClose }: { created: NewApiKeyCreated; onClose: () => void }) {
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
      </p>
    </SecretDialog>
  );
}
