import type { FinLockStatus } from '@/domain/carrier-finlock-status';
import { Badge } from '@/web/components/ui/badge';

const VARIANTS: Record<FinLockStatus, 'secondary' | 'warning' | 'default' | 'success' | 'outline'> = {
  requested: 'secondary',
  pending: 'warning',
  approved: 'default',
  completed: 'success',
  archived: 'outline',
};

export function FinLockStatusBadge({ status }: { status: FinLockStatus }) {
  return <Badge variant={VARIANTS[status]}>{status}</Badge>;
}
