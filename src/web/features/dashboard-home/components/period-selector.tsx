import { Link } from 'react-router';
import { DASHBOARD_PERIOD_NAMES, DASHBOARD_PERIODS, type DashboardPeriod } from '@/domain/dashboard-period';
import { cn } from '@/web/lib/cn';
import { dashboardHref } from '../use-dashboard-period';

/** The periods as links, so each is an address of its own and Back returns to the one before. */
export function PeriodSelector({ period }: { period: DashboardPeriod }) {
  return (
    <nav aria-label="Period" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {DASHBOARD_PERIODS.map((option) => (
          <li key={option}>
            <Link
              to={dashboardHref(option)}
              aria-current={option === period ? 'true' : undefined}
              className={cn(
                'inline-flex h-9 items-center rounded-md border px-3 text-sm font-medium transition-colors',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                option === period
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'bg-background hover:bg-accent',
              )}
            >
              {DASHBOARD_PERIOD_NAMES[option]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
