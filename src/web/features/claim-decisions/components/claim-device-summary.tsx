import type { CheckDetail } from '@/domain/contracts/checks';
import { Badge } from '@/web/components/ui/badge';

/** IMEI, device and claim type of the check a decision is about. */
export function ClaimDeviceSummary({ check }: { check: CheckDetail }) {
  const device = [check.report.make, check.report.model].filter(Boolean).join(' ') || 'Unknown device';
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-muted/50 p-3 text-sm">
      <dt className="text-muted-foreground">IMEI</dt>
      <dd className="font-mono">{check.imei}</dd>
      <dt className="text-muted-foreground">Device</dt>
      <dd>{device}</dd>
      <dt className="text-muted-foreground">Claim Type</dt>
      <dd className="flex items-center gap-2">
        {check.claimType ?? 'Not Set'}
        {check.isTotalLoss ? <Badge variant="warning">Total Loss</Badge> : null}
      </dd>
    </dl>
  );
}
