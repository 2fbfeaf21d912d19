import { CircleAlert, CircleCheck, CircleQuestionMark } from 'lucide-react';
import { type DeviceReport, NOT_REPORTED } from '@/domain/device-report';
import { listUnreported, listWarnings } from '@/domain/report-verdict';
import { Badge } from '@/web/components/ui/badge';

/** How many warning signs the report holds and which facts the provider left out, above the report's cards. */
export function ReportOverview({ report }: { report: DeviceReport }) {
  const warnings = listWarnings(report);
  const unreported = listUnreported(report);
  return (
    <div className="flex flex-wrap gap-2">
      {warnings.length > 0 ? (
        <Badge variant="destructive" size="lg" wrap>
          <CircleAlert aria-hidden="true" />
          {warnings.length} {warnings.length === 1 ? 'warning sign' : 'warning signs'}: {warnings.join(', ')}
        </Badge>
      ) : null}
      {unreported.length > 0 ? (
        <Badge variant="outline" size="lg" wrap>
          <CircleQuestionMark aria-hidden="true" />
          {warnings.length > 0 ? '' : 'No warning signs among the facts reported · '}
          {NOT_REPORTED}: {unreported.join(', ')}
        </Badge>
      ) : null}
      {warnings.length > 0 || unreported.length > 0 ? null : (
        <Badge variant="success" size="lg" wrap>
          <CircleCheck aria-hidden="true" />
          No warning signs in this report
        </Badge>
      )}
    </div>
  );
}
