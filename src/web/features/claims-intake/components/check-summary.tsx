import { format, isValid, parseISO } from 'date-fns';
import { CircleAlert, CircleCheck, CircleQuestionMark } from 'lucide-react';
import type { CheckView } from '@/domain/contracts/checks';
import { type DeviceReport, hasRecords, NOT_REPORTED } from '@/domain/device-report';
import { Badge } from '@/web/components/ui/badge';
import { formatProviderDate } from '@/web/lib/format-provider-date';

/** The danger signals of a report, in card order, for the one-line overview above the cards. */
export function listWarnings(report: DeviceReport): string[] {
  return [
    !report.isWellFormedImei && 'IMEI not well formed',
    hasRecords(report.claims) && 'existing claims',
    report.isBlocked && 'network blocked',
    report.isLockActive && 'device lock active',
    report.certificate.result === 'red' && 'red certificate',
    hasRecords(report.stolen) && 'stolen records',
    hasRecords(report.found) && 'found records',
    hasRecords(report.lost) && 'lost records',
  ].filter((warning): warning is string => typeof warning === 'string');
}

/** The facts the provider left out, in card order: the overview must not call a report clean without them. */
export function listUnreported(report: DeviceReport): string[] {
  return [
    report.claims === null && 'claims',
    report.isBlocked === null && 'network block',
    report.lockStatus === null && 'device lock',
    report.certificateLastSearched === null && 'last search',
    report.earlierSearches === null && 'earlier searches',
    report.stolen === null && 'stolen records',
    report.found === null && 'found records',
    report.lost === null && 'lost records',
    report.ownership === null && 'ownership',
    report.blockHistory === null && 'block history',
  ].filter((fact): fact is string => typeof fact === 'string');
}

function formatCheckedAt(createdAt: string): string {
  const date = parseISO(createdAt);
  return isValid(date) ? format(date, 'MMM dd, yyyy HH:mm:ss') : createdAt;
}

/** What was checked, when and by whom, and how many warning signs the cards below hold. */
export function CheckSummary({ check }: { check: CheckView }) {
  const warnings = listWarnings(check.report);
  const unreported = listUnreported(check.report);
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
      ) : null}
      {unreported.length > 0 ? (
        <Badge variant="outline" className="whitespace-normal px-3 py-1 text-sm">
          <CircleQuestionMark aria-hidden="true" />
          {warnings.length > 0 ? '' : 'No warning signs among the facts reported · '}
          {NOT_REPORTED}: {unreported.join(', ')}
        </Badge>
      ) : null}
      {warnings.length > 0 || unreported.length > 0 ? null : (
        <Badge variant="success" className="whitespace-normal px-3 py-1 text-sm">
          <CircleCheck aria-hidden="true" />
          No warning signs in this report
        </Badge>
      )}
    </div>
  );
}
