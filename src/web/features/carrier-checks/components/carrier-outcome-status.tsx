import { CircleAlert, CircleCheck, HandCoins, OctagonX } from 'lucide-react';
import { carrierMessages } from '@/domain/carrier-messages';
import { type CarrierOutcome, isFinLockEligible } from '@/domain/carrier-outcome';
import { cn } from '@/web/lib/cn';

const OUTCOMES: Record<CarrierOutcome, { icon: typeof CircleCheck; text: string; className: string }> = {
  success: { icon: CircleCheck, text: 'Device is clear', className: 'text-success' },
  blocked: { icon: OctagonX, text: 'Device is blocked', className: 'text-destructive' },
  error: { icon: CircleAlert, text: 'Status could not be confirmed', className: 'text-amber-700' },
};

/**
 * The carrier check's outcome icon (clear, blocked, unconfirmed), with its words so colour is never the only signal.
 * A clear device may still be under finance: when the device status says payments are owed, that is said beside it.
 */
export function CarrierOutcomeStatus({
  check,
}: {
  check: { outcome: CarrierOutcome; deviceStatus: string | null };
}) {
  const { icon: Icon, text, className } = OUTCOMES[check.outcome];
  return (
    <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <span className={cn('flex items-center gap-2 font-semibold', className)} data-outcome={check.outcome}>
        <Icon className="size-6 shrink-0" aria-hidden="true" />
        {text}
      </span>
      {isFinLockEligible(check.deviceStatus) ? (
        <span className="flex items-center gap-2 font-semibold text-amber-800">
          <HandCoins className="size-5 shrink-0" aria-hidden="true" />
          {carrierMessages.financeOutstanding}
        </span>
      ) : null}
    </span>
  );
}
