import { registerMessages } from '../../../../domain/register-messages';
import { ClaimTypeName } from '../../../components/claim-type-name';
import { DetailSection } from '../../../components/detail-section';
import { DetailsDialog } from '../../../components/details-dialog';
import { formatDateTimeToMinute } from '../../../lib/format-date';
import { type SettledClaimDetail, useSettledClaim } from '../api/settled-claims';
import { DeviceStatusSection, flag } from './device-status-section';
import { SearchHistorySection } from './search-history-section';

const orUnknown = (text: string | null) => text || 'Unknown';

function SettledClaimBody({ record }: { record: SettledClaimDetail }) {
  const { replacement } = record;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        {flag(false, 'Settled')}
        <ClaimTypeName claimType={record.claimType} isTotalLoss={record.isTotalLoss} />
      </div>
      <DeviceStatusSection status={record.fullCheckData} />
      <SearchHistorySection activity={record.fullCheckData?.checkmendActivity ?? []} />
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
          { label: 'Claim Notes', value: record.notes || 'No notes' },
          { label: 'Settled Date', value: formatDateTimeToMinute(record.settledAt) },
          { label: 'Settled By', value: orUnknown(record.settledBy) },
        ]}
      />
    </div>
  );
}

export function SettledClaimDetailsDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const record = useSettledClaim(id);
  return (
    <DetailsDialog
      title="Settled Claim Details"
      description={record.data ? `IMEI ${record.data.imei}` : 'The settled claim and its devices.'}
      isPending={record.isPending}
      failure={record.isError ? registerMessages.loadSettledFailed : null}
      onClose={onClose}
    >
      {record.data ? <SettledClaimBody record={record.data} /> : null}
    </DetailsDialog>
  );
}
