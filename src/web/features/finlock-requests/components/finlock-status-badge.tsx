import type { FinLockStatus } from '../../../../domain/carrier-finlock-status';
import { Badge } from '../../../components/ui/badge';
import { SUCCESS_TEXT } from '../../carrier-check/components/carrier-badge';

const VARIANTS: Record<FinLockStatus, 'secondary' | 'warning' | 'default' | 'success' | 'outline'> = {
  requested: 'secondary',
  pending: 'warning',
  approved: 'default',
  completed: 'success',
  archived: 'outline',
};

export function FinLockStatusBadge({ status }: { status: FinLockStatus }) {
  return (
    <Badge variant={VARIANTS[status]} className={status === 'completed' ? SUCCESS_TEXT : undefined}>
      {status}
    </Badge>
  );
}
