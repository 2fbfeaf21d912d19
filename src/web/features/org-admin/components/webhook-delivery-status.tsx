import type { WebhookDeliveryStatus } from '@/domain/webhook-events';
import { Badge } from '@/web/components/ui/badge';

const LOOK = {
  delivered: { variant: 'success', label: 'Delivered' },
  failed: { variant: 'destructive', label: 'Failed' },
  pending: { variant: 'warning', label: 'Pending' },
} as const;

/** Where a delivery stands; an endpoint nothing was sent to yet shows "None yet". */
export function WebhookDeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus | null }) {
  if (!status) return <span className="text-sm text-muted-foreground">None yet</span>;
  return <Badge variant={LOOK[status].variant}>{LOOK[status].label}</Badge>;
}
