import { format, isValid, parseISO } from 'date-fns';
import type { CheckView } from '@/domain/contracts/checks';
import { formatProviderDate } from '@/web/lib/format-provider-date';

function formatCheckedAt(createdAt: string): string {
  const date = parseISO(createdAt);
  return isValid(date) ? format(date, 'MMM dd, yyyy HH:mm:ss') : createdAt;
}

/** What was checked, when and by whom. */
export function CheckSummary({ check }: { check: CheckView }) {
  const claimType = check.claimType ?? 'No claim type';
  const fnol = check.fnol
    ? ` · FNOL${check.lossDate ? `, loss on ${formatProviderDate(check.lossDate)}` : ''}`
    : '';
  return (
    <p className="text-sm text-muted-foreground">
      IMEI <span className="font-mono text-foreground">{check.imei}</span> · {claimType}
      {fnol}
      {check.reference ? ` · Reference ${check.reference}` : ''} · Checked {formatCheckedAt(check.createdAt)}
      {check.checkedBy ? ` by ${check.checkedBy.name || check.checkedBy.email}` : ''}
    </p>
  );
}
