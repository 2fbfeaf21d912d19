import { registerMessages } from '@/domain/register-messages';
import { ClaimTypeName } from '@/web/components/claim-type-name';
import { DetailSection } from '@/web/components/detail-section';
import { DetailsDialog } from '@/web/components/details-dialog';
import { Badge } from '@/web/components/ui/badge';
import { type DeniedClaimDetail, useDeniedClaim } from '@/web/features/denied-claims/api/denied-claims';
import { formatDateTime } from '@/web/lib/format-date';

const orUnknown = (text: string | null) => text?.trim() || 'Unknown';

function DeniedClaimBody({ record }: { record: DeniedClaimDetail }) {
  return (
    <div className="grid gap-4">
      <Badge variant="destructive">Denied</Badge>
      <DetailSection
        title="Denial"
        details={[
          { label: 'Denied Date', value: formatDateTime(record.deniedAt) },
          { label: 'Denied By', value: orUnknown(record.deniedBy) },
          { label: 'Denial Reason', value: record.denialReason.trim() || 'Unspecified' },
        ]}
      />
      <DetailSection
        title="Device"
        details={[
          { label: 'IMEI', value: <span className="font-mono">{record.imei}</span> },
          { label: 'Make', value: orUnknown(record.deviceMake) },
          { label: 'Model', value: orUnknown(record.deviceModel) },
          {
            label: 'Claim Type',
            value: <ClaimTypeName claimType={record.claimType} isTotalLoss={record.isTotalLoss} />,
          },
        ]}
      />
    </div>
  );
}

export function DeniedClaimDetailsDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const record = useDeniedClaim(id);
  return (
    <DetailsDialog
      title="Denied Claim Details"
      description={record.data ? `IMEI ${record.data.imei}` : 'The denied claim and its device.'}
      isPending={record.isPending}
      failure={record.isError ? registerMessages.loadDeniedFailed : null}
      onClose={onClose}
    >
      {record.data ? <DeniedClaimBody record={record.data} /> : null}
    </DetailsDialog>
  );
}
