import { CircleAlert, CircleCheck, CircleQuestionMark } from 'lucide-react';
import { reportMessages } from '@/domain/report-messages';
import type { ReportVerdict } from '@/domain/report-verdict';
import { Badge } from '@/web/components/ui/badge';

const warningsText = (warnings: number) =>
  warnings === 0 ? '' : ` · ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}`;

/**
 * A list row's verdict: red or green with the number of warning signs, or "Not reported" for a record kept before the
 * report was (a green certificate with warnings, such as a logged claim elsewhere, still counts them).
 */
export function VerdictBadge({ verdict }: { verdict: ReportVerdict | null }) {
  const { verdictLabels } = reportMessages;
  if (verdict === null) {
    return (
      <Badge variant="outline" className="border-dashed">
        <CircleQuestionMark aria-hidden="true" />
        {verdictLabels.notReported}
      </Badge>
    );
  }
  const isRed = verdict.result === 'red';
  const Icon = isRed ? CircleAlert : CircleCheck;
  return (
    <Badge variant={isRed ? 'destructive' : 'success'}>
      <Icon aria-hidden="true" />
      {isRed ? verdictLabels.red : verdictLabels.green}
      {warningsText(verdict.warnings)}
    </Badge>
  );
}
