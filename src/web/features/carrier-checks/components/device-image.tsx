import { Smartphone } from 'lucide-react';
import type { CarrierCheck } from '@/domain/contracts/carrier-checks';

/** The carrier's picture of the device, as this app serves it, or a placeholder when there is none. */
export function DeviceImage({ check }: { check: Pick<CarrierCheck, 'imageUrl' | 'model'> }) {
  if (!check.imageUrl) {
    return (
      <div className="flex size-40 flex-col items-center justify-center gap-2 rounded-lg border border-dashed bg-muted/40 text-sm text-muted-foreground">
        <Smartphone className="size-8" aria-hidden="true" />
        No image available
      </div>
    );
  }
  return (
    <img
      src={check.imageUrl}
      alt={check.model ? `${check.model}` : 'Device'}
      width={160}
      height={173}
      className="h-auto w-40 rounded-lg border bg-white object-contain"
    />
  );
}
