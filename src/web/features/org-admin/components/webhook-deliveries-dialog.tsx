import { Fragment, useState } from 'react';
import type { WebhookDelivery } from '@/domain/contracts/webhooks';
import { webhookMessages } from '@/domain/webhook-messages';
import { FormDialog } from '@/web/components/form-dialog';
import { ListTable } from '@/web/components/list-table';
import { LoadStatus } from '@/web/components/load-status';
import { PageSteps } from '@/web/components/pager';
import { SubmitButton } from '@/web/components/submit-button';
import { Button } from '@/web/components/ui/button';
import { TableCell, TableRow } from '@/web/components/ui/table';
import {
  DELIVERY_PAGE_SIZE,
  useResendWebhookDelivery,
  useWebhookDeliveries,
} from '@/web/features/org-admin/api/webhooks';
import { formatDateTime } from '@/web/lib/format-date';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';
import { WebhookDeliveryStatusBadge } from './webhook-delivery-status';

const COLUMNS = ['Time', 'Event', 'Status', 'Attempts', 'Response', 'Duration', 'Actions'] as const;

/** An endpoint's delivery log, newest first: each delivery's last attempt, its answer on demand, and Resend. */
export function WebhookDeliveriesDialog({
  endpoint,
  onClose,
}: {
  endpoint: { id: string; url: string };
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<string | null>(null);
  const deliveries = useWebhookDeliveries(endpoint.id, page);
  const resend = useResendWebhookDelivery();
  const pageCount = Math.max(1, Math.ceil((deliveries.data?.total ?? 0) / DELIVERY_PAGE_SIZE));

  const resendOne = (delivery: WebhookDelivery) =>
    resend.mutate(
      { endpointId: endpoint.id, deliveryId: delivery.id },
      {
        onSuccess: () =>
          notify.success('Delivery queued again', `${delivery.eventType} (${delivery.eventId})`),
        onError: (error) => notifyFailure('Error resending delivery', error),
      },
    );

  return (
    <FormDialog title="Deliveries" description={endpoint.url} className="sm:max-w-4xl" onClose={onClose}>
      <LoadStatus query={deliveries} retry failure={webhookMessages.loadDeliveriesFailed} />
      <div className="max-h-[60vh] overflow-auto">
        <ListTable
          label="Deliveries"
          columns={COLUMNS}
          isLoading={deliveries.isPending}
          isEmpty={deliveries.data?.items.length === 0}
          emptyText="Nothing was sent to this endpoint yet."
        >
          {deliveries.data?.items.map((delivery) => (
            <Fragment key={delivery.id}>
              <TableRow>
                <TableCell className="whitespace-nowrap">{formatDateTime(delivery.createdAt)}</TableCell>
                <TableCell>
                  <code className="text-xs">{delivery.eventType}</code>
                  {/* The webhook-id: what the receiver's own log knows the delivery by. */}
                  <p className="font-mono text-xs text-muted-foreground">{delivery.eventId}</p>
                  {/* The X-Request-Id of the call that raised the event; background work raises events without one. */}
                  {delivery.requestId ? (
                    <p className="font-mono text-xs text-muted-foreground">Request {delivery.requestId}</p>
                  ) : null}
                </TableCell>
                <TableCell>
                  <WebhookDeliveryStatusBadge status={delivery.status} />
                </TableCell>
                <TableCell>{delivery.attempts}</TableCell>
                <TableCell>{delivery.responseStatus ?? '—'}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {delivery.durationMs === null ? '—' : `${delivery.durationMs} ms`}
                </TableCell>
                <TableCell className="whitespace-nowrap text-right">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-expanded={expanded === delivery.id}
                    onClick={() => setExpanded(expanded === delivery.id ? null : delivery.id)}
                  >
                    {expanded === delivery.id ? 'Hide answer' : 'Show answer'}
                  </Button>
                  <SubmitButton
                    type="button"
                    variant="outline"
                    size="sm"
                    isPending={resend.isPending && resend.variables?.deliveryId === delivery.id}
                    pendingLabel="Resending..."
                    disabled={delivery.status === 'pending'}
                    onClick={() => resendOne(delivery)}
                  >
                    Resend
                  </SubmitButton>
                </TableCell>
              </TableRow>
              {expanded === delivery.id ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length}>
                    <DeliveryAnswer delivery={delivery} />
                  </TableCell>
                </TableRow>
              ) : null}
            </Fragment>
          ))}
        </ListTable>
      </div>
      <div className="flex items-center justify-end gap-3 text-sm">
        <PageSteps page={page} pageCount={pageCount} onPage={setPage}>
          Page {page} of {pageCount}
        </PageSteps>
      </div>
    </FormDialog>
  );
}

function DeliveryAnswer({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <dl className="grid gap-2 text-sm">
      {delivery.error ? (
        <div>
          <dt className="font-medium">Error</dt>
          <dd>{delivery.error}</dd>
        </div>
      ) : null}
      <div>
        <dt className="font-medium">Answer (first 1 KB)</dt>
        <dd>
          <pre className="max-h-48 overflow-auto whitespace-pre-wrap break-all rounded bg-muted p-2 text-xs">
            {delivery.responseBody || '(empty)'}
          </pre>
        </dd>
      </div>
    </dl>
  );
}
