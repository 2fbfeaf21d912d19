import type { Alert } from '@/domain/contracts/monitoring';
import { ALERT_KIND_LABELS } from '@/domain/monitoring';
import { Muted } from '@/web/components/register/register-table';
import { Badge } from '@/web/components/ui/badge';
import { formatDate, formatDateTime } from '@/web/lib/format-date';

const WATCHED_DEVICE_LABELS: Record<Alert['watchedDevice'], string> = {
  claimed: 'Claimed device',
  replacement: 'Replacement',
};

/** The IMEI, with the make and model under it when the provider reported them. */
export function AlertDevice({ alert }: { alert: Alert }) {
  const model = [alert.deviceMake, alert.deviceModel].filter(Boolean).join(' ');
  return (
    <div className="grid gap-0.5">
      <span className="font-mono">{alert.imei}</span>
      <span className="text-xs text-muted-foreground">{model || 'Unknown model'}</span>
      <span className="text-xs text-muted-foreground">{WATCHED_DEVICE_LABELS[alert.watchedDevice]}</span>
    </div>
  );
}

/** The claim's reference and settlement day; a deleted claim keeps its alert. */
export function AlertClaim({ alert }: { alert: Alert }) {
  return (
    <div className="grid gap-0.5">
      {alert.claimReference ?? <Muted text="No reference" />}
      <span className="text-xs text-muted-foreground">Settled {formatDate(alert.settledAt)}</span>
    </div>
  );
}

/** "Block removed", then the fact as the handler reads it: "GSMA Blacklist: Blocked → Not blocked". */
export function AlertChange({ alert }: { alert: Alert }) {
  const { label, before, after } = alert.change;
  return (
    <div className="relative grid min-w-44 max-w-60 gap-0.5 whitespace-normal">
      <span className="font-medium">{ALERT_KIND_LABELS[alert.kind]}</span>
      <span className="text-xs">
        {label}: {before} <span aria-hidden="true">→</span>
        <span className="sr-only">changed to</span> {after}
      </span>
    </div>
  );
}

/** Open, or Reviewed with who, when and the note. */
export function AlertState({ alert }: { alert: Alert }) {
  if (!alert.reviewedAt) return <Badge variant="warning">Open</Badge>;
  return (
    <div className="grid min-w-36 max-w-52 gap-1 whitespace-normal">
      <Badge variant="success">Reviewed</Badge>
      <span className="text-xs text-muted-foreground">
        {alert.reviewedBy ?? 'Unknown'}, {formatDateTime(alert.reviewedAt)}
      </span>
      {alert.reviewNote ? <span className="text-xs whitespace-pre-wrap">{alert.reviewNote}</span> : null}
    </div>
  );
}
