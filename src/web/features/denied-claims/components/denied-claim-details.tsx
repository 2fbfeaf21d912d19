import type { DeniedClaimDetail } from '@/domain/contracts/denied-claims';
import { ClaimTypeName } from '@/web/components/claim-type-name';
import { DetailSection } from '@/web/components/detail-section';
import { DecidedClaimReports } from '@/web/components/device-report/decided-claim-reports';
import { Badge } from '@/web/components/ui/badge';
import { formatDateTime } from '@/web/lib/format-date';

const orUnknown = (text: string | null) => text?.trim() || 'Unknown';

/** The Denied Claim Details: when, by whom and why it was denied, the device, and its full report now and at intake. */
export function DeniedClaimDetails({ record }: { record: DeniedClaimDetail }) {
  return (
    <div className="grid gap-4">
      <Badge variant="destructive">Denied</Badge>
      <DetailSection
        title="Denial"
        details={[
          { label: 'Denied Date', value: formatDateTime(record.deniedAt) },
          { label: 'Denied By', value: orUnknown(record.deniedBy) },
          { label: 'Denial Reason', value: record.denialReason.trim() || 'Unspecified' },
          {
            label: 'Note',
            value: record.notes ? <span className="whitespace-pre-wrap">{record.notes}</span> : 'No note',
          },
        ]}
      />
      <DetailSection
        title="Device"
        details={[
          { label: 'IMEI', value: <span className="font-mono">{record.imei}</span> },
          { label: 'Claim Reference', value: record.claimReference ?? 'No reference' },
          { label: 'Make', value: orUnknown(record.deviceMake) },
          { label: 'Model', value: orUnknown(record.deviceModel) },
          {
            label: 'Claim Type',
            value: <ClaimTypeName claimType={record.claimType} isTotalLoss={record.isTotalLoss} />,
          },
        ]}
      />
      <DecidedClaimReports imei={record.imei} intake={record.intakeReport} current={record.currentReport} />
    </div>
  );
}
