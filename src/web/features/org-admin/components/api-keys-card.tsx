import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { apiKeyMessages } from '@/domain/api-key-messages';
import { SectionCard } from '@/web/components/card-heading';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { useApiKeys, useRevokeApiKey } from '@/web/features/org-admin/api/api-keys';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { CredentialList } from './credential-list';

/** The Org Admin Panel's API keys: who made each, what it may do, when it was last used; create and revoke. */
export function ApiKeysCard() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [isCreating, setCreating] = useState(false);

  return (
    <SectionCard
      id="api-keys"
      icon={KeyRound}
      title="API Keys"
      description={apiKeyMessages.cardDescription}
      action={
        <Button type="button" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" /> Create API Key
        </Button>
      }
    >
      <CredentialList
        query={keys}
        revoke={revoke}
        texts={{
          label: 'API keys',
          secretHeader: 'Key',
          loadingLabel: 'Loading API keys',
          loadFailed: apiKeyMessages.loadFailed,
          none: apiKeyMessages.none,
          revokeTitle: 'Revoke API key?',
          revokeConfirm: apiKeyMessages.revokeConfirm,
          revoked: apiKeyMessages.revoked,
          revokeFailed: apiKeyMessages.errorRevoking,
        }}
        aboutName={(key) => (
          <KeyStanding isUsable={key.isUsable} createdByFormerAdmin={key.createdByFormerAdmin} />
        )}
        extra={{
          header: 'Scopes',
          cell: (key) => (
            <span className="flex flex-wrap gap-1">
              {key.scopes.map((scope) => (
                <Badge key={scope} variant="secondary" className="font-mono">
                  {scope}
                </Badge>
              ))}
            </span>
          ),
        }}
      />
      {isCreating ? <CreateApiKeyDialog onClose={() => setCreating(false)} /> : null}
    </SectionCard>
  );
}

/** A key refused (its creator deleted) or kept though its creator is a former admin; nothing for the usual key. */
function KeyStanding({
  isUsable,
  createdByFormerAdmin,
}: {
  isUsable: boolean;
  createdByFormerAdmin: boolean;
}) {
  if (isUsable && !createdByFormerAdmin) return null;
  const [badge, hint] = isUsable
    ? [apiKeyMessages.creatorLeftBadge, apiKeyMessages.creatorLeftHint]
    : [apiKeyMessages.stoppedBadge, apiKeyMessages.stoppedHint];
  return (
    <>
      <Badge variant={isUsable ? 'secondary' : 'destructive'} className="ml-2">
        {badge}
      </Badge>
      <span className="block text-xs text-muted-foreground">{hint}</span>
    </>
  );
}
