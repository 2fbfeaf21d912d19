import { KeyRound, ListChecks, Plus, Send, Trash2, Webhook } from 'lucide-react';
import { useState } from 'react';
import type { WebhookEndpoint } from '@/domain/contracts/webhooks';
import { webhookMessages } from '@/domain/webhook-messages';
import { SectionCard } from '@/web/components/card-heading';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { ListTable } from '@/web/components/list-table';
import { LoadStatus } from '@/web/components/load-status';
import { Button } from '@/web/components/ui/button';
import { Switch } from '@/web/components/ui/switch';
import { TableCell, TableRow } from '@/web/components/ui/table';
import {
  useChangeWebhookEndpoint,
  useRemoveWebhookEndpoint,
  useSendWebhookTestEvent,
  useWebhookEndpoints,
} from '@/web/features/org-admin/api/webhooks';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';
import { AddWebhookEndpointDialog } from './add-webhook-endpoint-dialog';
import { RotateWebhookSecretDialog } from './rotate-webhook-secret-dialog';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog';
import { WebhookDeliveryStatusBadge } from './webhook-delivery-status';

const COLUMNS = ['URL', 'Events', 'Enabled', 'Last delivery', 'Actions'] as const;
type Open = { kind: 'add' } | { kind: 'deliveries' | 'rotate' | 'delete'; endpoint: WebhookEndpoint } | null;

/** Webhooks: where the organisation's claim system hears about checks and claims, each endpoint with its log. */
export function WebhooksCard() {
  const endpoints = useWebhookEndpoints();
  const change = useChangeWebhookEndpoint();
  const remove = useRemoveWebhookEndpoint();
  const sendTest = useSendWebhookTestEvent();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const setEnabled = (endpoint: WebhookEndpoint, enabled: boolean) =>
    change.mutate(
      { id: endpoint.id, change: { enabled } },
      {
        onSuccess: () => notify.success(enabled ? 'Endpoint enabled' : 'Endpoint disabled', endpoint.url),
        onError: (error) => notifyFailure('Error saving endpoint', error),
      },
    );
  // The delivery log opens on the test event, so the admin watches it arrive (or fail, with the receiver's answer).
  const sendTestEvent = (endpoint: WebhookEndpoint) =>
    sendTest.mutate(endpoint.id, {
      onSuccess: () => {
        notify.success(webhookMessages.testEventQueued, webhookMessages.testEventQueuedDetail);
        setOpen({ kind: 'deliveries', endpoint });
      },
      onError: (error) => notifyFailure(webhookMessages.testEventFailed, error),
    });
  const removeEndpoint = (endpoint: WebhookEndpoint) =>
    remove.mutate(endpoint.id, {
      onSuccess: () => {
        close();
        notify.success('Endpoint deleted', endpoint.url);
      },
      onError: (error) => notifyFailure('Error deleting endpoint', error),
    });

  return (
    <SectionCard
      id="webhooks"
      icon={Webhook}
      title="Webhooks"
      description="Your claim system hears about checks and claims as they happen, signed so it can verify them."
      action={
        <Button type="button" onClick={() => setOpen({ kind: 'add' })}>
          <Plus aria-hidden="true" /> Add endpoint
        </Button>
      }
    >
      <LoadStatus query={endpoints} retry failure={webhookMessages.loadFailed} />
      <ListTable
        label="Webhook endpoints"
        columns={COLUMNS}
        isLoading={endpoints.isPending}
        isEmpty={endpoints.data?.items.length === 0}
        emptyText="No endpoints yet."
      >
        {endpoints.data?.items.map((endpoint) => (
          <TableRow key={endpoint.id}>
            <TableCell className="max-w-64 break-all font-medium">
              {endpoint.url}
              {endpoint.disabledReason ? (
                <p className="text-xs font-normal text-destructive">{endpoint.disabledReason}</p>
              ) : null}
            </TableCell>
            <TableCell className="text-xs">{endpoint.events.join(', ')}</TableCell>
            <TableCell>
              <Switch
                aria-label={`Enabled: ${endpoint.url}`}
                checked={endpoint.enabled}
                disabled={change.isPending}
                onCheckedChange={(enabled) => setEnabled(endpoint, enabled)}
              />
            </TableCell>
            <TableCell>
              <WebhookDeliveryStatusBadge status={endpoint.lastDeliveryStatus} />
            </TableCell>
            <TableCell className="whitespace-nowrap text-right">
              <Button variant="ghost" size="sm" onClick={() => setOpen({ kind: 'deliveries', endpoint })}>
                <ListChecks aria-hidden="true" /> Deliveries
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Send a test event to ${endpoint.url}`}
                title="Send test event"
                disabled={!endpoint.enabled || sendTest.isPending}
                onClick={() => sendTestEvent(endpoint)}
              >
                <Send aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Rotate secret of ${endpoint.url}`}
                onClick={() => setOpen({ kind: 'rotate', endpoint })}
              >
                <KeyRound aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete ${endpoint.url}`}
                onClick={() => setOpen({ kind: 'delete', endpoint })}
              >
                <Trash2 className="text-destructive" aria-hidden="true" />
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </ListTable>
      {open?.kind === 'add' ? <AddWebhookEndpointDialog onClose={close} /> : null}
      {open?.kind === 'deliveries' ? (
        <WebhookDeliveriesDialog endpoint={open.endpoint} onClose={close} />
      ) : null}
      {open?.kind === 'rotate' ? (
        <RotateWebhookSecretDialog endpoint={open.endpoint} onClose={close} />
      ) : null}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title="Delete endpoint?"
        description={`Nothing more is sent to ${open && open.kind !== 'add' ? open.endpoint.url : ''}, and its delivery log is deleted with it.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        isBusy={remove.isPending}
        onConfirm={() => open?.kind === 'delete' && removeEndpoint(open.endpoint)}
        onClose={close}
      />
    </SectionCard>
  );
}
