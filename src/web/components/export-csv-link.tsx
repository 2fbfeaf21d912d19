import { Download } from 'lucide-react';
import { Button } from './ui/button';

/**
 * "Export CSV": every row of the list matching its search and filters, downloaded by the browser straight from the
 * server (a plain link, so a large list streams to disk instead of into the page).
 */
export function ExportCsvLink({
  listPath,
  filters,
}: {
  listPath: string;
  filters: Record<string, string | undefined>;
}) {
  const given = Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const query = given.length > 0 ? `?${new URLSearchParams(given)}` : '';
  return (
    <Button asChild variant="outline">
      <a href={`${listPath}/export.csv${query}`} download>
        <Download aria-hidden="true" /> Export CSV
      </a>
    </Button>
  );
}
