import type { DeviceReport } from '@/domain/device-report';
import { registerMessages } from '@/domain/register-messages';
import { verdictOf } from '@/domain/report-verdict';
import { TitledSection } from '@/web/components/titled-section';
import { VerdictBadge } from '@/web/components/verdict-badge';
import { formatDateTime } from '@/web/lib/format-date';
import { DeviceReportView } from './device-report-view';

/** A device report a register's record has from the search ledger, and when that search was made. */
export interface DatedReport {
  report: DeviceReport;
  checkedAt: string;
}

function ReportSection({
  title,
  when,
  imei,
  found,
}: {
  title: string;
  when: string;
  imei: string;
  found: DatedReport;
}) {
  return (
    <TitledSection title={title}>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <VerdictBadge verdict={verdictOf(found.report)} />
        <span>
          {when} {formatDateTime(found.checkedAt)}
        </span>
      </div>
      <DeviceReportView imei={imei} report={found.report} />
    </TitledSection>
  );
}

/**
 * A settled or denied claim's device in full: its current status (the newest search: a re-check, the
 * re-verification, monitoring) and its status at intake; one section when nothing was searched since the intake.
 */
export function DecidedClaimReports({
  imei,
  intake,
  current,
}: {
  imei: string;
  intake: DatedReport | null;
  current: DatedReport | null;
}) {
  if (!intake && !current) {
    return (
      <TitledSection title="Device Report">
        <p className="text-sm text-muted-foreground">{registerMessages.reportNotKept}</p>
      </TitledSection>
    );
  }
  const sameSearch = intake && current && intake.checkedAt === current.checkedAt;
  return (
    <div className="grid gap-4">
      {current ? (
        <ReportSection
          title="Current Status"
          when={sameSearch ? registerMessages.checkedAtIntakeOnly : 'Last searched'}
          imei={imei}
          found={current}
        />
      ) : null}
      {intake && !sameSearch ? (
        <ReportSection title="Status at Intake" when="Checked at intake" imei={imei} found={intake} />
      ) : null}
    </div>
  );
}
