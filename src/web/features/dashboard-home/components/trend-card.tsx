import { lazy, Suspense } from 'react';
import type { DashboardSummary } from '@/domain/contracts/dashboard-summary';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatCount } from '@/web/lib/format-count';
import { bucketName, TREND_SERIES } from '../trend-labels';

const TrendChart = lazy(() => import('./trend-chart'));

const CHART_HEIGHT = 'h-64';

/** The figures of the chart as a table, for screen readers only (a table ignores the hiding box's width: wrapped). */
function TrendTable({ summary }: { summary: DashboardSummary }) {
  return (
    <div className="sr-only">
      <table>
        <caption>{`${TREND_SERIES.map((series) => series.name).join(', ')} per ${summary.period.bucket}`}</caption>
        <thead>
          <tr>
            <th scope="col">{summary.period.bucket === 'week' ? 'Week' : 'Day'}</th>
            {TREND_SERIES.map((series) => (
              <th key={series.key} scope="col">
                {series.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.trend.map((point) => (
            <tr key={point.start}>
              <th scope="row">{bucketName(point.start, summary.period.bucket)}</th>
              {TREND_SERIES.map((series) => (
                <td key={series.key}>{formatCount(point[series.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Open checks, settlements and denials of the period per day or week, as a chart and as a table. */
export function TrendCard({ summary }: { summary: DashboardSummary | undefined }) {
  const per = summary?.period.bucket === 'week' ? 'week' : 'day';
  return (
    <Card aria-busy={summary === undefined} className="min-w-0">
      <CardHeader>
        <CardTitle>Trend</CardTitle>
        <CardDescription>{`Checks in review, settled and denied claims per ${per}`}</CardDescription>
      </CardHeader>
      <CardContent>
        {!summary ? (
          <Skeleton className={`${CHART_HEIGHT} w-full`} />
        ) : summary.trend.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>
        ) : (
          <>
            <TrendTable summary={summary} />
            <div className={`${CHART_HEIGHT} w-full`} aria-hidden="true">
              <Suspense fallback={<Skeleton className="h-full w-full" />}>
                <TrendChart points={summary.trend} bucket={summary.period.bucket} />
              </Suspense>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
