import { TriangleAlert } from 'lucide-react';
import type { SettledClaimDetail } from '@/domain/contracts/settled-claims';
import { ClaimTypeName } from '@/web/components/claim-type-name';
import { DetailSection } from '@/web/components/detail-section';
import { DecidedClaimReports } from '@/web/components/device-report/decided-claim-reports';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { formatDateTimeToMinute } from '@/web/lib/format-date';
import { DeviceStatusSection } from './device-status-section';
import { RegistrySubmissionStatus } from './registry-submission-status';
import { StatusFlag } from './status-flag';

const orUnknown = (text: string | null) => text || 'Unknown';

function SettledBy({ name, email }: { name: string | null; email: string | null }) {
  return (
    <span className="grid">
      <span>{orUnknown(name)}</span>
      {email ? <span className="text-muted-foreground">{email}</span> : null}
    </span>
  );
}

/**
 * The Settled Claim Details: status, what the claim was settled despite, the status at intake and settlement, the
 * device's full report now and at intake, the devices and the settlement.
 */
export function SettledClaimDetails({ record }: { record: SettledClaimDetail }) {
  const { replacement } = record;
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <StatusFlag isBad={false} text="Settled" />
          <ClaimTypeName claimType={record.claimType} isTotalLoss={record.isTotalLoss} />
        </div>
        <RegistrySubmissionStatus settledClaimId={record.id} registry={record.registry} />
      </div>
      {record.overriddenChanges.length > 0 ? (
        <Alert variant="warning">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>Settled despite: {record.overriddenChanges.join('; ')}</AlertTitle>
          {record.overrideReason ? (
            <AlertDescription>
              <span className="font-medium">Reason:</span> {record.overrideReason}
            </AlertDescription>
          ) : null}
        </Alert>
      ) : null}
      <DeviceStatusSection atIntake={record.fullCheckData} atSettlement={record.statusAtSettlement} />
      <DecidedClaimReports imei={record.imei} intake={record.intakeReport} current={record.currentReport} />
      <DetailSection
        title="Original Device"
        details={[
          { label: 'IMEI', value: <span className="font-mono">{record.imei}</span> },
          { label: 'Make', value: orUnknown(record.deviceMake) },
          { label: 'Model', value: orUnknown(record.deviceModel) },
        ]}
      />
      <DetailSection
        title="Replacement Device"
        details={
          replacement
            ? [
                { label: 'IMEI', value: <span className="font-mono">{replacement.imei}</span> },
                { label: 'Make', value: orUnknown(replacement.make) },
                { label: 'Model', value: orUnknown(replacement.model) },
                { label: 'Colour', value: orUnknown(replacement.color) },
                { label: 'Storage', value: orUnknown(replacement.storage) },
              ]
            : [{ label: 'Replacement', value: 'No replacement' }]
        }
      />
      <DetailSection
        title="Settlement"
        details={[
          ...(record.claimReference ? [{ label: 'Claim Reference', value: record.claimReference }] : []),
          { label: 'Claim Notes', value: record.notes || 'No notes' },
          { label: 'Settled Date', value: formatDateTimeToMinute(record.settledAt) },
          { label: 'Settled By', value: <SettledBy name={record.settledBy} email={record.settledByEmail} /> },
        ]}
      />
    </div>
  );
}
