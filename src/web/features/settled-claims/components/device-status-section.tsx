import { useId } from 'react';
import type { DeviceStatusSummary } from '@/domain/device-status-summary';
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
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-4">
      <h3 id={headingId} className="font-semibold">
        Device Status
      </h3>
      <div className="grid gap-4 md:grid-cols-2 md:gap-6">
        {/* Records kept before the intake status was stored have none. */}
        <StatusColumn title="At intake" status={atIntake} missingText="Unknown" />
        <StatusColumn
          title="At settlement"
          status={atSettlement}
          missingText="Re-verification failed or was not run — the claim was settled on the intake status."
        />
      </div>
    </section>
  );
}
