import { Archive } from 'lucide-react';
import { SectionCard } from '@/web/components/card-heading';
import { LoadStatus } from '@/web/components/load-status';
import { useRetentionSettings } from '@/web/features/org-admin/api/data-retention';
import { LegalHolds } from './legal-holds';
import { RetentionRuns } from './retention-runs';
import { RetentionSettingsForm } from './retention-settings-form';

/** Data retention: how long the organization keeps what it records, what the daily run does, and the legal holds. */
export function DataRetentionCard() {
  const settings = useRetentionSettings();
  const data = settings.data;
  return (
    <SectionCard
      id="data-retention"
      contentClassName="grid gap-6"
      icon={Archive}
      title="Data retention"
      description="How long your organization keeps checks, decided claims, provider answers and audit events. The settings are applied once a day; records on legal hold are kept until released."
    >
      <LoadStatus
        query={settings}
        loadingLabel="Loading retention settings"
        retry
        failure="Failed to load retention settings"
      />
      {data ? (
        <RetentionSettingsForm
          key={`${data.undecidedChecksMonths}-${data.decidedClaimsYears}-${data.rawAnswersDays}-${data.auditEventsYears}`}
          settings={data}
        />
      ) : null}
      <RetentionRuns />
      <LegalHolds />
    </SectionCard>
  );
}
