import type { CarrierCheck } from '@/domain/contracts/carrier-checks';
import { FormDialog } from '@/web/components/form-dialog';
import { formatDateTime } from '@/web/lib/format-date';
import { CarrierBadge } from './carrier-badge';
import { CarrierCheckFields } from './carrier-check-fields';
import { CarrierOutcomeStatus } from './carrier-outcome-status';
import { DeviceImage } from './device-image';

/** A history entry in full: every field of the carrier's answer and its picture. */
export function CarrierCheckDetailsDialog({
  check,
  onClose,
}: {
  check: CarrierCheck | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={check !== null}
      title="Carrier Check Details"
      description={
        check ? (
          <>
            IMEI <span className="font-mono">{check.imei}</span>, checked {formatDateTime(check.createdAt)} by{' '}
            {check.checkedBy?.name || check.checkedBy?.email || 'Unknown'}
          </>
        ) : null
      }
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      onClose={onClose}
    >
      {check ? (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <CarrierBadge badge={check.badge} />
            <CarrierOutcomeStatus check={check} />
          </div>
          <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
            <DeviceImage check={check} />
            <CarrierCheckFields check={check} />
          </div>
        </>
      ) : null}
    </FormDialog>
  );
}
