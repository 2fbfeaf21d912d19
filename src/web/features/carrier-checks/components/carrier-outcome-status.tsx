import { CircleAlert, CircleCheck, OctagonX } from 'lucide-react';
import type { CarrierOutcome } from '@/domain/carrier-outcome';
import { cn } from '@/web/lib/cn';

const OUTCOMES: Record<CarrierOutcome, { icon: typeof CircleCheck; text: string; className: string }> = {
  success: { icon: CircleCheck, text: 'Device is clear', className: 'text-success' },
  blocked: { icon: OctagonX, text: 'Device is blocked', className: 'text-destructive' },
  error: { icon: CircleAlert, text: 'Status could not be confirmed', className: 'text-amber-700' },
};

/** The carrier check's outcome icon (clear, blocked, unconfirmed), with its words so colour is never the only signal. */
export function CarrierOutcomeStatus({ outcome }: { outcome: CarrierOutcome }) {
  const { icon: Icon, text, className } = OUTCOMES[outcome];
  return (
    <span className={cn('flex items-center gap-2 font-semibold', className)} data-outcome={outcome}>
      <Icon className="size-6 shrink-0" aria-hidden="true" />
      {text}
    </span>
  );
}
