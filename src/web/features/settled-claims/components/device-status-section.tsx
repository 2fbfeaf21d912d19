import type { DeviceStatusSummary } from '@/domain/device-status-summary';
import { TitledSection } from '@/web/components/titled-section';
import { StatusColumn } from './status-column';

/**
 * The device status at intake beside the one the claim was settled on (side by side from md up, stacked on a phone),
 * so what changed in between can be read across.
 */
export function DeviceStatusSection({
  atIntake,
  atSettlement,
}: {
  atIntake: DeviceStatusSummary | null;
  atSettlement: DeviceStatusSummary | null;
}) {
  return (
    <TitledSection title="Device Status">
      <div className="grid gap-4 md:grid-cols-2 md:gap-6">
        {/* Records kept before the intake status was stored have none. */}
        <StatusColumn title="At intake" status={atIntake} missingText="Unknown" />
        <StatusColumn
          title="At settlement"
          status={atSettlement}
          missingText="Re-verification failed or was not run — the claim was settled on the intake status."
        />
      </div>
    </TitledSection>
  );
}
