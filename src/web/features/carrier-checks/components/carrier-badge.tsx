import type { CarrierBadge as BadgeName } from '@/domain/carrier-outcome';
import { Badge } from '@/web/components/ui/badge';

const VARIANTS = { Clean: 'success', Blacklisted: 'destructive', Unknown: 'secondary' } as const;

/** The history's status badge: Clean, Blacklisted or Unknown (decided by `carrierHistoryBadge`). */
export function CarrierBadge({ badge }: { badge: BadgeName }) {
  return <Badge variant={VARIANTS[badge]}>{badge}</Badge>;
}
