import { Download } from 'lucide-react';
import { Button } from './ui/button';

/**
 * "Export CSV": every row of the list matching its search, downloaded by the browser straight from the server (a plain
 * link, so a large register streams to disk instead of into the page).
 */
export function ExportCsvLink({ listPath, search }: { listPath: string; search: string }) {
  const query = search ? `?${new URLSearchParams({ search })}` : '';
  return (
    <Button asChild variant="outline">
      <a href={`${listPath}/export.csv${query}`} download>
        <Download aria-hidden="true" /> Export CSV
      </a>
    </Button>
  );
}
