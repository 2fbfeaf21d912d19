import { KeyRound, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { apiKeyMessages } from '@/domain/api-key-messages';
import type { ApiKey } from '@/domain/contracts/api-keys';
import { SectionCard } from '@/web/components/card-heading';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { LoadStatus } from '@/web/components/load-status';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { useApiKeys, useRevokeApiKey } from '@/web/features/org-admin/api/api-keys';
import { formatDateTimeToMinute } from '@/web/lib/format-date';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';
import { CreateApiKeyDialog } from './create-api-key-dialog';

/** The Org Admin Panel's API keys: who made each, what it may do, when it was last used; create and revoke. */
export function ApiKeysCard() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [isCreating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const onRevoke = (key: ApiKey) =>
    revoke.mutate(key.id, {
      onSuccess: () => {
        setRevoking(null);
        notify.success(apiKeyMessages.keyRevoked, key.name);
      },
      onError: (error) => notifyFailure(apiKeyMessages.errorRevokingKey, error),
    });

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
      <LoadStatus
        query={keys}
        loadingLabel="Loading API keys"
        failure={apiKeyMessages.keysLoadFailed}
        spinnerClassName="py-6"
      />
      {keys.data?.length === 0 ? (
        <p className="text-sm text-muted-foreground">{apiKeyMessages.noKeys}</p>
      ) : null}
      {keys.data?.length ? (
        <Table aria-label="API keys">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Key</TableHead>
              <TableHead>Scopes</TableHead>
              <TableHead>Created By</TableHead>
              <TableHead>Created</TableHead>
              <TableHead>Last Used</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {keys.data.map((key) => (
              <TableRow key={key.id}>
                <TableCell className="font-medium">
                  {key.name}
                  <KeyStanding isUsable={key.isUsable} createdByFormerAdmin={key.createdByFormerAdmin} />
                </TableCell>
                <TableCell className="font-mono text-xs">{key.prefix}…</TableCell>
                <TableCell>
                  <span className="flex flex-wrap gap-1">
                    {key.scopes.map((scope) => (
                      <Badge key={scope} variant="secondary" className="font-mono">
                        {scope}
                      </Badge>
                    ))}
                  </span>
                </TableCell>
                <TableCell>{key.createdBy ?? '—'}</TableCell>
                <TableCell>{formatDateTimeToMinute(key.createdAt)}</TableCell>
                <TableCell>{key.lastUsedAt ? formatDateTimeToMinute(key.lastUsedAt) : 'Never'}</TableCell>
                <TableCell className="text-right">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Revoke ${key.name}`}
                    disabled={revoke.isPending}
                    onClick={() => setRevoking(key)}
                  >
                    <Trash2 className="text-destructive" aria-hidden="true" />
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {isCreating ? <CreateApiKeyDialog onClose={() => setCreating(false)} /> : null}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke API key?"
        description={revoking ? apiKeyMessages.revokeConfirm(revoking.name) : ''}
        confirmLabel="Revoke"
        busyLabel="Revoking..."
        isBusy={revoke.isPending}
        onConfirm={() => revoking && onRevoke(revoking)}
        onClose={() => setRevoking(null)}
      />
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
