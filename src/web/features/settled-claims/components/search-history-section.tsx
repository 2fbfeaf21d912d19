import type { SearchActivity } from '@/domain/device-status-summary';
import { TitledSection } from '@/web/components/titled-section';
import { formatProviderDate } from '@/web/lib/format-provider-date';
import { NotReported } from './status-flag';

/** The device's searches on the certificate service (search type and date) at one point of the claim. */
export function SearchHistorySection({ activity }: { activity: SearchActivity[] | null }) {
  return (
    <TitledSection
      title="Search History"
      heading="h5"
      className="grid gap-2"
      headingClassName="text-xs text-muted-foreground"
    >
      {activity === null ? <NotReported /> : null}
      {activity?.length === 0 ? <p className="text-muted-foreground">No searches recorded</p> : null}
      {activity?.length ? (
        <ul className="grid gap-2">
          {activity.map((search, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a search may repeat; the list never reorders
            <li key={index} className="flex flex-wrap justify-between gap-x-2">
              <span>{search.searchType}</span>
              <span className="text-muted-foreground">{formatProviderDate(search.date)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </TitledSection>
  );
}
