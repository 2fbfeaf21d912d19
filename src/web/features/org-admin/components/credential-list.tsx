import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { credentialMessages } from '@/domain/credential-messages';
import { ActionsTableHeader } from '@/web/components/actions-table-header';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { LoadStatus } from '@/web/components/load-status';
import { Button } from '@/web/components/ui/button';
import { Table, TableBody, TableCell, TableRow } from '@/web/components/ui/table';
import { formatDateTimeToMinute } from '@/web/lib/format-date';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';

/** A secret the organization's systems call with (an API key, a SCIM token): kept as a hash, known by its prefix. */
export interface Credential {
  id: string;
  name: string;
  prefix: string;
  createdBy: string | null;
  createdAt: string;
  lastUsedAt: string | null;
}

/** What the list says of its kind of credential: its shared `credentialMessages` and its revoke question. */
export type CredentialListMessages = Pick<
  ReturnType<typeof credentialMessages>,
  'loadFailed' | 'none' | 'revoked' | 'errorRevoking'
> & { revokeConfirm: (name: string) => string };

/**
 * The credentials of a card: who made each, when, when it was last used, and revoking one after asking. `extra` adds
 * a column after the prefix (an API key's scopes); `aboutName` a line under the name (a key's standing);
 * `actions` buttons before Revoke (a key's Rotate).
 */
export function CredentialList<Item extends Credential>({
  query,
  revoke,
  noun,
  secretHeader,
  messages,
  extra,
  aboutName,
  actions,
}: {
  query: {
    data?: Item[] | undefined;
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  revoke: {
    mutate: (id: string, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
    isPending: boolean;
  };
  /** The kind of credential ('API key'): the table is named by its plural. */
  noun: string;
  /** The head of the prefix column ('Key', 'Token'). */
  secretHeader: string;
  messages: CredentialListMessages;
  extra?: { header: string; cell: (item: Item) => ReactNode };
  aboutName?: (item: Item) => ReactNode;
  actions?: (item: Item) => ReactNode;
}) {
  const [revoking, setRevoking] = useState<Item | null>(null);
  const onRevoke = (item: Item) =>
    revoke.mutate(item.id, {
      onSuccess: () => {
        setRevoking(null);
        notify.success(messages.revoked, item.name);
      },
      onError: (error) => notifyFailure(messages.errorRevoking, error),
    });
  const label = `${noun}s`;
  const items = query.data;
  return (
    <>
      <LoadStatus
        query={query}
        loadingLabel={`Loading ${label}`}
        failure={messages.loadFailed}
        spinnerClassName="py-6"
      />
      {items?.length === 0 ? <p className="text-sm text-muted-foreground">{messages.none}</p> : null}
      {items?.length ? (
        <Table aria-label={label}>
          <ActionsTableHeader
            columns={[
              'Name',
              secretHeader,
              ...(extra ? [extra.header] : []),
              'Created By',
              'Created',
              'Last Used',
            ]}
          />
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id}>
                <TableCell className="font-medium">
                  {item.name}
                  {aboutName?.(item)}
                </TableCell>
                <TableCell className="font-mono text-xs">{item.prefix}…</TableCell>
                {extra ? <TableCell>{extra.cell(item)}</TableCell> : null}
                <TableCell>{item.createdBy ?? '—'}</TableCell>
                <TableCell>{formatDateTimeToMinute(item.createdAt)}</TableCell>
                <TableCell>{item.lastUsedAt ? formatDateTimeToMinute(item.lastUsedAt) : 'Never'}</TableCell>
                <TableCell className="whitespace-nowrap text-right">
                  {actions?.(item)}
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Revoke ${item.name}`}
                    disabled={revoke.isPending}
                    onClick={() => setRevoking(item)}
                  >
                    <Trash2 className="text-destructive" aria-hidden="true" />
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke ${noun}?`}
        description={revoking ? messages.revokeConfirm(revoking.name) : ''}
        confirmLabel="Revoke"
        busyLabel="Revoking..."
        isBusy={revoke.isPending}
        onConfirm={() => revoking && onRevoke(revoking)}
        onClose={() => setRevoking(null)}
      />
    </>
  );
}
