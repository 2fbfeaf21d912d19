import type { DeviceStatusSummary } from '../../../../domain/device-status-summary';
import { isAlarmingLock, lockLabel } from '../../../../domain/lock-status';
import { DetailSection } from '../../../components/detail-section';
import { Badge } from '../../../components/ui/badge';

/** Spec section 2 "Settled Claims" details: 'Stolen', 'Lost', both, or 'Clear'. */
export function stolenOrLost({ isStolen, isLost }: Pick<DeviceStatusSummary, 'isStolen' | 'isLost'>) {
  const found = [isStolen ? 'Stolen' : null, isLost ? 'Lost' : null].filter(Boolean);
  return found.length > 0 ? found.join(' / ') : 'Clear';
}

/** Red for an alarming state, green otherwise (a darker green than the badge's own, for contrast on white). */
export const flag = (isBad: boolean, text: string) =>
  isBad ? (
    <Badge variant="destructive">{text}</Badge>
  ) : (
    <Badge variant="success" className="text-green-800">
      {text}
    </Badge>
  );

/** What the device looked like when the claim was settled; 'Unknown' for records kept without it. */
export function DeviceStatusSection({ status }: { status: DeviceStatusSummary | null }) {
  if (!status)
    return <DetailSection title="Device Status" details={[{ label: 'Status', value: 'Unknown' }]} />;
  return (
    <DetailSection
      title="Device Status"
      details={[
        {
          label: 'Device Lock Status',
          value: flag(isAlarmingLock(status.findMyIphoneStatus), lockLabel(status.findMyIphoneStatus)),
        },
        {
          label: 'GSMA Blocklist',
          value: flag(status.isBlocked, status.isBlocked ? 'Blocked' : 'Not Blocked'),
        },
        {
          label: 'Existing Claims',
          value: flag(status.hasClaims, status.hasClaims ? 'Has Claims' : 'No Claims'),
        },
        { label: 'Stolen/Lost', value: flag(status.isStolen || status.isLost, stolenOrLost(status)) },
      ]}
    />
  );
}
