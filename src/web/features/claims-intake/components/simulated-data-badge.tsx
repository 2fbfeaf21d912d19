import { FlaskConical } from 'lucide-react';
import { badgeVariants } from '../../../components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';
import { useAppInfo } from '../api/app-info';

const EXPLANATION =
  'Results come from the built-in simulator, not the live device-history service. Do not base claim decisions on them.';

/** Warns that checks on this server answer from the simulator, so nobody mistakes demo results for real ones. */
export function SimulatedDataBadge() {
  const appInfo = useAppInfo();
  if (!appInfo.data?.simulatedProviders) return null;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          className={cn(
            badgeVariants({ variant: 'warning' }),
            'cursor-help px-3 py-1 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          )}
        >
          <FlaskConical aria-hidden="true" />
          Simulated data
          <span className="sr-only">: {EXPLANATION}</span>
        </button>
      </TooltipTrigger>
      <TooltipContent side="bottom" aria-hidden="true">
        {EXPLANATION}
      </TooltipContent>
    </Tooltip>
  );
}
