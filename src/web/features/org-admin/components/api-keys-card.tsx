import { KeyRound, Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { apiKeyMessages } from '@/domain/api-key-messages';
import type { ApiKey } from '@/domain/contracts/api-keys';
import { SectionCard } from '@/web/components/card-heading';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { useApiKeys, useRevokeApiKey } from '@/web/features/org-admin/api/api-keys';
import { formatDate, formatDateTimeToMinute } from '@/web/lib/format-date';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { CredentialList } from './credential-list';
import { RotateApiKeyDialog } from './rotate-api-key-dialog';

/**
 * The Org Admin Panel's API keys: who made each, what it may do, when it was last used and when it expires; create,
 * rotate and revoke.
 */
export function ApiKeysCard() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [isCreating, setCreating] = useState(false);
  const [rotating, setRotating] = useState<ApiKey | null>(null);

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
        noun="API key"
        secretHeader="Key"
        messages={apiKeyMessages}
        aboutName={(key) => <KeyStanding apiKey={key} />}
        actions={(key) =>
          isExpired(key) ? null : (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Rotate ${key.name}`}
              onClick={() => setRotating(key)}
            >
              <RefreshCw aria-hidden="true" />
            </Button>
          )
        }
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
      {rotating ? <RotateApiKeyDialog apiKey={rotating} onClose={() => setRotating(null)} /> : null}
    </SectionCard>
  );
}

const isExpired = (key: ApiKey) => key.expiresAt !== null && Date.parse(key.expiresAt) <= Date.now();

/**
 * What to know of a key beyond its name: refused (expired, or its creator deleted) or kept though its creator is a
 * former admin; when it expires; until when the secret before its last rotation still works.
 */
function KeyStanding({ apiKey }: { apiKey: ApiKey }) {
  const expired = isExpired(apiKey);
  const standing = expired
    ? ([apiKeyMessages.expiredBadge, apiKeyMessages.expiredHint] as const)
    : !apiKey.isUsable
      ? ([apiKeyMessages.stoppedBadge, apiKeyMessages.stoppedHint] as const)
      : apiKey.createdByFormerAdmin
        ? ([apiKeyMessages.creatorLeftBadge, apiKeyMessages.creatorLeftHint] as const)
        : null;
  return (
    <>
      {standing ? (
        <>
          <Badge variant={apiKey.isUsable ? 'secondary' : 'destructive'} className="ml-2">
            {standing[0]}
          </Badge>
          <span className="block max-w-64 whitespace-normal text-xs text-muted-foreground">
            {standing[1]}
          </span>
        </>
      ) : null}
      {apiKey.expiresAt && !expired ? (
        <span className="block max-w-64 whitespace-normal text-xs text-muted-foreground">
          {apiKeyMessages.expires(formatDate(apiKey.expiresAt))}
        </span>
      ) : null}
      {apiKey.previousPrefix && apiKey.previousKeyValidUntil ? (
        <span className="block max-w-64 whitespace-normal text-xs text-muted-foreground">
          {apiKeyMessages.previousStillWorks(
            apiKey.previousPrefix,
            formatDateTimeToMinute(apiKey.previousKeyValidUntil),
          )}
        </span>
      ) : null}
    </>
  );
}
