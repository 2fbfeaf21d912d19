import type { LucideIcon } from 'lucide-react';
import { FlaskConical, TestTube } from 'lucide-react';
import { useAppInfo } from '@/web/api/app-info';
import { badgeVariants } from '@/web/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/web/components/ui/tooltip';
import { cn } from '@/web/lib/cn';

const SIMULATED = {
  'device-history':
    'Results come from the built-in simulator, not the live device-history service. Do not base claim decisions on them.',
  carrier:
    'Results come from the built-in simulator, not the live carrier service. Do not base decisions on them.',
} as const;
const TEST_STORE =
  "Searches go to the provider's test store: answers are test data, and any serial outside the test set answers red. Do not base claim decisions on them.";

/**
 * Warns that the provider's answers on this server are not live data (the simulator, or the device-history test
 * store), so nobody mistakes them for real ones.
 */
export function ProviderDataBadges({ provider }: { provider: keyof typeof SIMULATED }) {
  const appInfo = useAppInfo();
  const simulated =
    provider === 'carrier' ? appInfo.data?.simulatedCarrier : appInfo.data?.simulatedDeviceHistory;
  return (
    <>
      {simulated ? (
        <ExplainedBadge icon={FlaskConical} label="Simulated data" explanation={SIMULATED[provider]} />
      ) : null}
      {provider === 'device-history' && appInfo.data?.deviceHistoryTestStore ? (
        <ExplainedBadge icon={TestTube} label="Test store" explanation={TEST_STORE} />
      ) : null}
    </>
  );
}

function ExplainedBadge({
  icon: Icon,
  label,
  explanation,
}: {
  icon: LucideIcon;
  label: string;
  explanation: string;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          className={cn(
            badgeVariants({ variant: 'warning', size: 'lg' }),
            'cursor-help focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          )}
        >
          <Icon aria-hidden="true" />
          {label}
          <span className="sr-only">: {explanation}</span>
        </button>
      </TooltipTrigger>
      <TooltipContent side="bottom" aria-hidden="true">
        {explanation}
      </TooltipContent>
    </Tooltip>
  );
}
