import { Download } from 'lucide-react';
import type { RouteContract } from '@/domain/contracts/route';
import { routeUrl } from '@/web/lib/api-client';
import { Button } from './ui/button';

/**
 * "Export CSV": every row of the list matching its search and filters, downloaded by the browser straight from the
 * server (a plain link, so a large list streams to disk instead of into the page).
 */
export function ExportCsvLink({
  route,
  query,
}: {
  /** The list's export route (`defineList(...).export`), and the list's search and filters. */
  route: RouteContract;
  query: Record<string, string | undefined>;
}) {
  return (
    <Button asChild variant="outline">
      <a href={routeUrl(route, { query })} download>
        <Download aria-hidden="true" /> Export CSV
      </a>
    </Button>
  );
}
