import { History } from 'lucide-react';
import { formatProviderDate } from '../format-provider-date';
import { ResultCard } from './result-card';

export function CertificateLastSearchedCard({
  lastSearched,
  className,
}: {
  lastSearched: string | null;
  className?: string | undefined;
}) {
  return (
    <ResultCard
      title="Certificate Last Searched"
      icon={History}
      className={className}
      status={lastSearched ? formatProviderDate(lastSearched, { withTime: true }) : 'Never'}
    >
      <p className="text-muted-foreground">
        {lastSearched
          ? 'The most recent search of the device-history service for this device.'
          : 'Nobody has searched the device-history service for this device before.'}
      </p>
    </ResultCard>
  );
}
