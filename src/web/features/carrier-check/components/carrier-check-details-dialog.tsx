import type { CarrierCheck } from '@/domain/contracts/carrier-checks';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
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
    <Dialog open={check !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        {check ? (
          <>
            <DialogHeader>
              <DialogTitle>Carrier Check Details</DialogTitle>
              <DialogDescription>
                IMEI <span className="font-mono">{check.imei}</span>, checked{' '}
                {formatDateTime(check.createdAt)} by{' '}
                {check.checkedBy?.name || check.checkedBy?.email || 'Unknown'}
              </DialogDescription>
            </DialogHeader>
            <div className="flex flex-wrap items-center gap-3">
              <CarrierBadge badge={check.badge} />
              <CarrierOutcomeStatus outcome={check.outcome} />
            </div>
            <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
              <DeviceImage check={check} />
              <CarrierCheckFields check={check} />
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
