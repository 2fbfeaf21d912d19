import { format, isValid, parseISO } from 'date-fns';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { DeviceReport } from '../../../../domain/device-report';
import { Badge } from '../../../components/ui/badge';
import type { CheckView } from '../api/create-check';
import { formatProviderDate } from '../format-provider-date';

/** The danger signals of a report, in card order, for the one-line overview above the cards. */
export function listWarnings(report: DeviceReport): string[] {
  return [
    !report.isWellFormedImei && 'IMEI not well formed',
    report.claims.length > 0 && 'existing claims',
    report.isBlocked && 'network blocked',
    report.isLockActive && 'device lock active',
    report.certificate.result === 'red' && 'red certificate',
    report.stolen.length > 0 && 'stolen records',
    report.found.length > 0 && 'found records',
    report.lost.length > 0 && 'lost records',
  ].filter((warning): warning is string => typeof warning === 'string');
}

function formatCheckedAt(createdAt: string): string {
  const date = parseISO(createdAt);
  return isValid(date) ? format(date, 'MMM dd, yyyy HH:mm:ss') : createdAt;
}

/** What was checked, when and by whom, and how many warning signs the cards below hold. */
export function CheckSummary({ check }: { check: CheckView }) {
  const warnings = listWarnings(check.report);
  const claimType = check.claimType ?? 'No claim type';
  const fnol = check.fnol
    ? ` · FNOL${check.lossDate ? `, loss on ${formatProviderDate(check.lossDate)}` : ''}`
    : '';
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        IMEI <span className="font-mono text-foreground">{check.imei}</span> · {claimType}
        {fnol}
        {check.reference ? ` · Reference ${check.reference}` : ''} · Checked{' '}
        {formatCheckedAt(check.createdAt)}
        {check.checkedBy ? ` by ${check.checkedBy.name || check.checkedBy.email}` : ''}
      </p>
      {warnings.length > 0 ? (
        <Badge variant="destructive" className="whitespace-normal px-3 py-1 text-sm">
          <CircleAlert aria-hidden="true" />
          {warnings.length} {warnings.length === 1 ? 'warning sign' : 'warning signs'}: {warnings.join(', ')}
        </Badge>
      ) : (
        <Badge variant="success" className="whitespace-normal px-3 py-1 text-sm">
          <CircleCheck aria-hidden="true" />
          No warning signs in this report
        </Badge>
      )}
    </div>
  );
}
