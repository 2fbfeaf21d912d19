import { History } from 'lucide-react';
import { formatProviderDate } from '@/web/lib/format-provider-date';
import { NotReportedCard } from './not-reported-card';
import { ResultCard } from './result-card';

const TITLE = 'Certificate Last Searched';

export function CertificateLastSearchedCard({
  lastSearched,
  className,
}: {
  lastSearched: { date: string | null } | null;
  className?: string | undefined;
}) {
  if (lastSearched === null) return <NotReportedCard title={TITLE} icon={History} className={className} />;
  const { date } = lastSearched;
  return (
    <ResultCard
      title={TITLE}
      icon={History}
      className={className}
      status={date ? formatProviderDate(date, { withTime: true }) : 'Never'}
    >
      <p className="text-muted-foreground">
        {date
          ? 'The most recent search of the device-history service for this device.'
          : 'Nobody has searched the device-history service for this device before.'}
      </p>
    </ResultCard>
  );
}
