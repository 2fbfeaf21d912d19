import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardSummary } from '@/domain/contracts/dashboard-summary';
import { formatShare } from '@/domain/dashboard-breakdown';
import { DASHBOARD_PERIOD_NAMES, dashboardMessages } from '@/domain/dashboard-period';
import { PageHeader } from '@/web/components/page-header';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { useDashboardSummary } from '@/web/features/dashboard-home/api/dashboard-summary';
import { formatCount } from '@/web/lib/format-count';
import { deniedHref, reviewHref } from '../register-links';
import { useDashboardPeriod } from '../use-dashboard-period';
import { BreakdownCard } from './breakdown-card';
import { OpenAlertsCard } from './open-alerts-card';
import { PeriodSelector } from './period-selector';
import { TrendCard } from './trend-card';
import { WorkQueueCard } from './work-queue-card';

/** The open checks of the period with a red device-history verdict, linked to them in Claims Review. */
function RedVerdicts({ summary }: { summary: DashboardSummary }) {
  const { redVerdicts, inReview, period } = summary;
  return (
    <p className="text-sm">
      <Link
        to={reviewHref(period, { verdict: 'red' })}
        className="font-medium text-destructive underline-offset-4 hover:underline"
      >
        Red verdicts: {formatCount(redVerdicts)}
      </Link>{' '}
      <span className="text-muted-foreground">({formatShare(redVerdicts, inReview.total)})</span>
    </p>
  );
}

export function DashboardHomePage() {
  const period = useDashboardPeriod();
  const summary = useDashboardSummary(period);
  const data = summary.data;
  return (
    <div>
      <PageHeader title="Dashboard" description="Claims in review, settled and denied at a glance.">
        <Button asChild>
          <Link to="/dashboard/check-history">
            <ClipboardCheck aria-hidden="true" />
            {data ? `Review Open Claims (${formatCount(data.openChecks)})` : 'Review Open Claims'}
          </Link>
        </Button>
      </PageHeader>
      <PeriodSelector period={period} />
      <h2 className="sr-only">{DASHBOARD_PERIOD_NAMES[period]}</h2>
      {summary.isError ? (
        <Alert variant="destructive" className="mb-6">
          <AlertDescription>{dashboardMessages.loadFailed}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <BreakdownCard
          title="Claims in Review"
          totalLabel="Open checks by claim type"
          listLabel="Claims in review by claim type"
          breakdown={data?.inReview}
          rowHref={(row) => (data && row.value ? reviewHref(data.period, { claimType: row.value }) : null)}
        >
          {data ? <RedVerdicts summary={data} /> : null}
        </BreakdownCard>
        <BreakdownCard
          title="Settled Claims"
          totalLabel="Claims Successfully Settled"
          listLabel="Settled claims by notes"
          breakdown={data?.settled}
          // The registers have no filter by notes: a settled row has no narrower list to open.
          rowHref={() => null}
        />
        <BreakdownCard
          title="Denied Claims"
          totalLabel="Denied claims by denial reason"
          listLabel="Denied claims by denial reason"
          breakdown={data?.denied}
          rowHref={(row) => (data && row.value ? deniedHref(data.period, row.value) : null)}
        />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <TrendCard summary={data} />
        </div>
        <div>
          <OpenAlertsCard openAlerts={data?.openAlerts} />
        </div>
      </div>
      <div className="mt-6">
        <WorkQueueCard />
      </div>
    </div>
  );
}
