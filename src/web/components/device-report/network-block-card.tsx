import { RadioTower } from 'lucide-react';
import type { DeviceReport } from '@/domain/device-report';
import { DetailList } from '@/web/components/detail-list';
import { formatProviderDate } from '@/web/lib/format-provider-date';
import { NotReportedCard } from './not-reported-card';
import { ResultCard } from './result-card';

const TITLE = 'Network Block (GSMA)';

/** Blocked shows the first record of the history; the rest are in GSMA Block History Details. */
export function NetworkBlockCard({ report }: { report: DeviceReport }) {
  if (report.isBlocked === null) return <NotReportedCard title={TITLE} icon={RadioTower} />;
  const [first, ...others] = report.blockHistory ?? [];
  if (!report.isBlocked) {
    return (
      <ResultCard title={TITLE} icon={RadioTower} tone="safe" status="Not Blocked">
        <p className="text-muted-foreground">
          {first
            ? 'No block is in force now; earlier records are in GSMA Block History Details.'
            : 'No network has reported this device to the GSMA blocklist.'}
        </p>
      </ResultCard>
    );
  }
  return (
    <ResultCard title={TITLE} icon={RadioTower} tone="danger" status="Blocked">
      {first ? (
        <>
          <DetailList
            details={[
              { label: 'Network', value: first.network ?? 'Not Known' },
              { label: 'Event type', value: first.eventType ?? 'Not Known' },
              { label: 'Date', value: formatProviderDate(first.recordDate) },
            ]}
          />
          {others.length > 0 ? (
            <p className="mt-3 text-muted-foreground">
              <span className="font-semibold text-foreground">+{others.length} more</span> in GSMA Block
              History Details
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-muted-foreground">The blocklist sent no details for this block.</p>
      )}
    </ResultCard>
  );
}
