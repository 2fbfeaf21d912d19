import type { ReactNode } from 'react';
import type { DeviceStatusSummary } from '@/domain/device-status-summary';
import { isAlarmingLock, lockLabel } from '@/domain/lock-status';
import { TitledSection } from '@/web/components/titled-section';
import { SearchHistorySection } from './search-history-section';
import { NotReported, StatusFlag } from './status-flag';

/** A yes/no fact: its red or green flag when reported, 'Not reported by the provider' otherwise. */
const reported = (value: boolean | null, yes: string, no: string) =>
  value === null ? <NotReported /> : <StatusFlag isBad={value} text={value ? yes : no} />;

/** The settled claim's details: 'Stolen', 'Lost', both, or 'Clear' (only when both were reported). */
function stolenOrLost({ isStolen, isLost }: Pick<DeviceStatusSummary, 'isStolen' | 'isLost'>) {
  const found = [isStolen ? 'Stolen' : null, isLost ? 'Lost' : null].filter(Boolean);
  if (found.length > 0) return <StatusFlag isBad text={found.join(' / ')} />;
  return isStolen === null || isLost === null ? <NotReported /> : <StatusFlag isBad={false} text="Clear" />;
}

function lockFlag(status: DeviceStatusSummary['findMyIphoneStatus']) {
  if (status === null) return <NotReported />;
  return <StatusFlag isBad={isAlarmingLock(status)} text={lockLabel(status)} />;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The device status at one point of the claim (intake or settlement), or why there is none. */
export function StatusColumn({
  title,
  status,
  missingText,
}: {
  title: string;
  status: DeviceStatusSummary | null;
  missingText: string;
}) {
  return (
    <TitledSection
      title={title}
      heading="h4"
      className="grid content-start gap-3 text-sm"
      headingClassName="font-medium"
    >
      {status ? (
        <>
          <dl className="grid gap-2">
            <Fact label="Device Lock Status">{lockFlag(status.findMyIphoneStatus)}</Fact>
            <Fact label="GSMA Blocklist">{reported(status.isBlocked, 'Blocked', 'Not Blocked')}</Fact>
            <Fact label="Existing Claims">{reported(status.hasClaims, 'Has Claims', 'No Claims')}</Fact>
            <Fact label="Stolen/Lost">{stolenOrLost(status)}</Fact>
          </dl>
          <SearchHistorySection activity={status.checkmendActivity} />
        </>
      ) : (
        <p className="text-muted-foreground">{missingText}</p>
      )}
    </TitledSection>
  );
}
