import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/web/components/page-header';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { useDashboardSummary } from '@/web/features/dashboard-home/api/dashboard-summary';
import { formatCount } from '@/web/lib/format-count';
import { BreakdownCard } from './breakdown-card';

export function DashboardHomePage() {
  const summary = useDashboardSummary();
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
      {summary.isError ? (
        <Alert variant="destructive" className="mb-6">
          <AlertDescription>Failed to load the dashboard. Please try again.</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <BreakdownCard
          title="Claims in Review"
          totalLabel="Open checks by claim type"
          listLabel="Claims in review by claim type"
          breakdown={data?.inReview}
        />
        <BreakdownCard
          title="Settled Claims"
          totalLabel="Claims Successfully Settled"
          listLabel="Settled claims by notes"
          breakdown={data?.settled}
        />
        <BreakdownCard
          title="Denied Claims"
          totalLabel="Denied claims by denial reason"
          listLabel="Denied claims by denial reason"
          breakdown={data?.denied}
        />
      </div>
    </div>
  );
}
