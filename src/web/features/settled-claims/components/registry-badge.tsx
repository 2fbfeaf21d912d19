import type { RegistryStatus } from '@/domain/registry-status';
import { Badge, type BadgeProps } from '@/web/components/ui/badge';

/** 'sending' is a moment of 'pending' to the user: either way the claim is on its way to the registry. */
export const REGISTRY_LABELS: Record<RegistryStatus, string> = {
  pending: 'Pending',
  sending: 'Pending',
  registered: 'Registered',
  failed: 'Failed',
  unknown: 'Outcome unknown',
  off: 'Off',
};

const VARIANTS: Record<RegistryStatus, BadgeProps['variant']> = {
  pending: 'secondary',
  sending: 'secondary',
  registered: 'success',
  failed: 'destructive',
  unknown: 'warning',
  off: 'outline',
};

/** The Settled Claims list's Registry column; '—' for claims settled before registry submission existed. */
export function RegistryBadge({ status }: { status: RegistryStatus | null }) {
  if (!status) return <span className="text-muted-foreground">—</span>;
  return <Badge variant={VARIANTS[status]}>{REGISTRY_LABELS[status]}</Badge>;
}
