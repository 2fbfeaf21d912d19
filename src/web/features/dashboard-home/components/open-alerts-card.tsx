import { BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatCount } from '@/web/lib/format-count';

/** Settled devices whose status changed and that nobody has reviewed yet, whatever the period. */
export function OpenAlertsCard({ openAlerts }: { openAlerts: number | undefined }) {
  return (
    <Card aria-busy={openAlerts === undefined}>
      <CardHeader className="pb-2">
        <CardTitle size="base" className="flex items-center gap-2">
          <BellRing className="size-4" aria-hidden="true" /> Open Alerts
        </CardTitle>
        <CardDescription>Settled devices whose status changed, not reviewed yet.</CardDescription>
      </CardHeader>
      <CardContent>
        {openAlerts === undefined ? (
          <Skeleton className="h-8 w-24" />
        ) : (
          <Link
            to="/dashboard/alerts?state=open"
            className="text-2xl font-bold underline-offset-4 hover:underline"
            aria-label={`Open alerts: ${formatCount(openAlerts)}`}
          >
            {formatCount(openAlerts)}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
