import { Users } from 'lucide-react';
import type { EarlierSearch } from '@/domain/device-report';
import { formatProviderDate } from '@/web/lib/format-provider-date';
import { DataTable } from './data-table';
import { NotReportedCard } from './not-reported-card';
import { ResultCard } from './result-card';

const TITLE = 'Searches by ClaimGuard users';

/** Other insurers' searches for this device: a sign that it has been claimed for elsewhere. */
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
      status={count === 0 ? 'No earlier searches' : `${count} earlier ${count === 1 ? 'search' : 'searches'}`}
      className={className}
    >
      {count === 0 ? (
        <p className="text-muted-foreground">No other ClaimGuard user has searched for this device.</p>
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
