import { useId } from 'react';
import type { SearchActivity } from '../../../../domain/device-status-summary';
import { formatProviderDate } from '../../claims-intake/format-provider-date';

/** The device's searches on the certificate service (search type and date), as recorded at settlement. */
export function SearchHistorySection({ activity }: { activity: SearchActivity[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-4">
      <h3 id={headingId} className="font-semibold">
        Search History
      </h3>
      {activity.length === 0 ? (
        <p className="text-sm text-muted-foreground">No searches recorded</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {activity.map((search, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a search may repeat; the list never reorders
            <li key={index} className="flex flex-wrap justify-between gap-2">
              <span>{search.searchType}</span>
              <span className="text-muted-foreground">{formatProviderDate(search.date)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
