import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { WorkQueueSummary } from '@/domain/contracts/work-queue';
import { TRIAGE_NOT_SCORED, TRIAGE_ROUTE_LABELS } from '@/domain/triage-messages';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { useWorkQueueSummary } from '@/web/features/dashboard-home/api/work-queue-summary';
import { formatCount } from '@/web/lib/format-count';

const ROUTES = ['refer', 'review', 'fast-track'] as const;

/** Claims Review filtered to the work queue's `filters`. */
const queueHref = (filters: Record<string, string> = {}) => {
  const query = new URLSearchParams(filters).toString();
  return query ? `/dashboard/check-history?${query}` : '/dashboard/check-history';
};

/** A count that opens the claims it counts; `label` names it for screen readers. */
function CountLink({ count, to, label }: { count: number; to: string; label: string }) {
  return (
    <Link
      to={to}
      className="font-semibold underline-offset-4 hover:underline"
      aria-label={`${label}: ${formatCount(count)}`}
    >
      {formatCount(count)}
    </Link>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl">{children}</dd>
    </div>
  );
}

/**
 * The team lead's view of the work queue: the open claims, unassigned and overdue, by triage route and by handler,
 * each count a link into Claims Review filtered to those claims.
 */
export function WorkQueueCard() {
  const summary = useWorkQueueSummary();
  const data = summary.data;
  return (
    <Card aria-busy={summary.isPending}>
      <CardHeader className="pb-2">
        <CardTitle size="base" className="flex items-center gap-2">
          <Users className="size-4" aria-hidden="true" /> Work Queue
        </CardTitle>
        <CardDescription>
          Open claims now: who has them, how they were routed, and what is overdue.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {summary.isError ? (
          <p className="text-sm text-destructive">The work queue could not be loaded.</p>
        ) : null}
        {summary.isPending ? <Skeleton className="h-16 w-full" /> : null}
        {data ? <WorkQueueFigures data={data} /> : null}
      </CardContent>
    </Card>
  );
}

function WorkQueueFigures({ data }: { data: WorkQueueSummary }) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-7">
        <Figure label="Open">
          <CountLink count={data.open} to={queueHref()} label="Open claims" />
        </Figure>
        <Figure label="Unassigned">
          <CountLink count={data.unassigned} to={queueHref({ assignee: 'none' })} label="Unassigned claims" />
        </Figure>
        <Figure label="Overdue">
          <CountLink count={data.overdue} to={queueHref({ overdue: 'true' })} label="Overdue claims" />
        </Figure>
        {ROUTES.map((route) => (
          <Figure key={route} label={TRIAGE_ROUTE_LABELS[route]}>
            <CountLink
              count={data.byRoute[route]}
              to={queueHref({ route })}
              label={`${TRIAGE_ROUTE_LABELS[route]} claims`}
            />
          </Figure>
        ))}
        <Figure label={TRIAGE_NOT_SCORED}>{formatCount(data.byRoute.unscored)}</Figure>
      </dl>
      {data.byHandler.length > 0 ? (
        <Table aria-label="Open claims by handler">
          <TableHeader>
            <TableRow>
              <TableHead>Handler</TableHead>
              <TableHead align="right">Open</TableHead>
              <TableHead align="right">Overdue</TableHead>
              <TableHead align="right">Referred</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.byHandler.map(({ handler, open, overdue, referred }) => {
              const name = handler.name || handler.email;
              return (
                <TableRow key={handler.id}>
                  <TableCell>{name}</TableCell>
                  <TableCell className="text-right">
                    <CountLink
                      count={open}
                      to={queueHref({ assignee: handler.id })}
                      label={`${name}, open`}
                    />
                  </TableCell>
                  <TableCell className="text-right">
                    <CountLink
                      count={overdue}
                      to={queueHref({ assignee: handler.id, overdue: 'true' })}
                      label={`${name}, overdue`}
                    />
                  </TableCell>
                  <TableCell className="text-right">
                    <CountLink
                      count={referred}
                      to={queueHref({ assignee: handler.id, route: 'refer' })}
                      label={`${name}, referred`}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      ) : (
        <p className="text-sm text-muted-foreground">No open claim is assigned to a handler.</p>
      )}
    </>
  );
}
