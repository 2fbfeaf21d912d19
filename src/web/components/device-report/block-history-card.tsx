import { Clock, ListTree } from 'lucide-react';
import type { BlockRecord } from '@/domain/device-report';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
import { formatProviderDate } from '@/web/lib/format-provider-date';
import { DataTable } from './data-table';
import { NotReportedCard } from './not-reported-card';
import { ResultCard } from './result-card';

const TITLE = 'GSMA Block History Details';

export function BlockHistoryCard({
  history,
  className,
}: {
  history: BlockRecord[] | null;
  className?: string;
}) {
  if (history === null) return <NotReportedCard title={TITLE} icon={ListTree} className={className} />;
  const count = history.length;
  return (
    <ResultCard
      title={TITLE}
      icon={ListTree}
      status={count === 0 ? 'No block history' : `${count} block ${count === 1 ? 'record' : 'records'}`}
      className={className}
    >
      <div className="grid gap-4">
        {count > 0 ? (
          <DataTable
            caption={TITLE}
            columns={['Network', 'Event type', 'Date', 'Reason']}
            rows={history.map((block) => [
              block.network ?? 'Not Known',
              block.eventType ?? 'Not Known',
              <span key="date" className="whitespace-nowrap">
                {formatProviderDate(block.recordDate, { withTime: true })}
              </span>,
              block.reason ?? 'Not Known',
            ])}
          />
        ) : null}
        <Alert variant="info">
          <Clock aria-hidden="true" />
          <AlertDescription muted={false} className="text-foreground">
            A block can take up to 24 hours to show here after a network reports it.
          </AlertDescription>
        </Alert>
      </div>
    </ResultCard>
  );
}
