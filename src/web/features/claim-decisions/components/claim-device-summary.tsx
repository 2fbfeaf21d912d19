import type { CheckDetail } from '@/domain/contracts/checks';
import { ClaimTypeName } from '@/web/components/claim-type-name';

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
      <dd>
        <ClaimTypeName claimType={check.claimType} isTotalLoss={check.isTotalLoss} />
      </dd>
    </dl>
  );
}
