import { Users } from 'lucide-react';
import type { EarlierSearch } from '@/domain/device-report';
import { reportMessages } from '@/domain/report-messages';
import { formatProviderDate } from '@/web/lib/format-provider-date';
import { DataTable } from './data-table';
import { NotReportedCard } from './not-reported-card';
import { ResultCard } from './result-card';

const TITLE = reportMessages.searchesTitle;

/** Other insurers' searches of the provider's network for this device: a sign that it has been claimed for elsewhere. */
export function EarlierSearchesCard({
  searches,
  className,
}: {
  searches: EarlierSearch[] | null;
  className?: string;
}) {
  if (searches === null) return <NotReportedCard title={TITLE} icon={Users} className={className} />;
  const count = searches.length;
  return (
    <ResultCard
      title={TITLE}
      icon={Users}
      status={count === 0 ? reportMessages.noSearches : reportMessages.searchesFound(count)}
      className={className}
    >
      {count === 0 ? (
        <p className="text-muted-foreground">{reportMessages.noSearchesText}</p>
      ) : (
        <DataTable
          caption={TITLE}
          columns={['Search date/time', 'Insurer', 'Insurer phone']}
          rows={searches.map((search) => [
            <span key="date" className="whitespace-nowrap">
              {formatProviderDate(search.searchDate, { withTime: true })}
            </span>,
            search.insurer ?? 'Not Known',
            search.contactNumber ?? 'Not Known',
          ])}
        />
      )}
    </ResultCard>
  );
}
