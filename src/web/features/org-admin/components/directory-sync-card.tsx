import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type NewScimTokenCreated, SCIM_BASE_PATH } from '@/domain/contracts/scim-tokens';
import { type NewScimToken, NewScimTokenSchema } from '@/domain/schemas/scim-token';
import { scimMessages } from '@/domain/scim-messages';
import { SectionCard } from '@/web/components/card-heading';
import { FormDialog, FormDialogFooter } from '@/web/components/form-dialog';
import { FormInput } from '@/web/components/form-input';
import { SecretDialog } from '@/web/components/secret-dialog';
import { Button } from '@/web/components/ui/button';
import {
  useCreateScimToken,
  useRevokeScimToken,
  useScimTokens,
} from '@/web/features/org-admin/api/scim-tokens';
import { notifyFirstFormError } from '@/web/lib/form-errors';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';
import { CredentialList } from './credential-list';

/**
 * The Org Admin Panel's Directory sync (SCIM): the address the identity provider calls, and the tokens it calls with
 * (each shown once when created); list and revoke them.
 */
export function DirectorySyncCard() {
  const tokens = useScimTokens();
  const revoke = useRevokeScimToken();
  const [isCreating, setCreating] = useState(false);
  const baseUrl = `${window.location.origin}${SCIM_BASE_PATH}`;

  return (
    <SectionCard
      id="directory-sync"
      icon={UsersRound}
      title={scimMessages.cardTitle}
      description={scimMessages.cardDescription}
      action={
        <Button type="button" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" /> Create SCIM Token
        </Button>
      }
      contentClassName="grid gap-4"
    >
      <dl className="grid gap-1">
        <dt className="text-sm text-muted-foreground">{scimMessages.baseUrlLabel}</dt>
        <dd>
          <code className="font-mono text-sm break-all">{baseUrl}</code>
        </dd>
      </dl>
      <CredentialList
        query={tokens}
        revoke={revoke}
        noun="SCIM token"
        secretHeader="Token"
        messages={scimMessages}
      />
      {isCreating ? <CreateScimTokenDialog baseUrl={baseUrl} onClose={() => setCreating(false)} /> : null}
    </SectionCard>
  );
}

/** Create SCIM Token: a name, then the token itself, shown this once with a Copy button. */
function CreateScimTokenDialog({ baseUrl, onClose }: { baseUrl: string; onClose: () => void }) {
  const create = useCreateScimToken();
  const [created, setCreated] = useState<NewScimTokenCreated | null>(null);
  const form = useForm<NewScimToken>({
    resolver: zodResolver(NewScimTokenSchema),
    defaultValues: { name: '' },
  });

  const onValid = (token: NewScimToken) =>
    create.mutate(token, {
      onSuccess: (reply) => {
        notify.success(scimMessages.created, reply.name);
        setCreated(reply);
      },
      onError: (error) => notifyFailure(scimMessages.errorCreating, error),
    });

  if (created) {
    return (
      <SecretDialog
        title={`SCIM token "${created.name}"`}
        description={scimMessages.shownOnce}
        label="Your new SCIM token"
        secret={created.token}
        copyFailure={scimMessages.copyFailed}
        onClose={onClose}
      >
        <p className="rounded-md border bg-muted/50 p-3 text-sm">
          In your identity provider, set the SCIM base URL to{' '}
          <code className="font-mono break-all">{baseUrl}</code> and the bearer token to this token.
        </p>
      </SecretDialog>
    );
  }
  return (
    <FormDialog
      title="Create SCIM Token"
      description="Name the identity provider that will use the token."
      onClose={onClose}
    >
      <form noValidate onSubmit={form.handleSubmit(onValid, notifyFirstFormError)} className="grid gap-4">
        <FormInput
          form={form}
          name="name"
          id="scim-token-name"
          label="Name"
          placeholder="Okta"
          errorDisplay="described"
        />
        <FormDialogFooter
          submitLabel="Create Token"
          pendingLabel="Creating..."
          isPending={create.isPending}
          onCancel={onClose}
        />
      </form>
    </FormDialog>
  );
}
