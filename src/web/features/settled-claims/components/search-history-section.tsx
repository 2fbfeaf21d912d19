import type { SearchActivity } from '@/domain/device-status-summary';
import { TitledSection } from '@/web/components/titled-section';
import { formatProviderDate, parseProviderDate } from '@/web/lib/format-provider-date';
import { NotReported } from './status-flag';

/** When a search was made, for sorting; a search without a readable date sorts last. */
const searchedAt = (search: SearchActivity) =>
  (search.date ? parseProviderDate(search.date.trim())?.getTime() : undefined) ?? Number.NEGATIVE_INFINITY;

/** Newest first. */
const newestFirst = (activity: SearchActivity[]) =>
  [...activity].sort((a, b) => searchedAt(b) - searchedAt(a));

/** The device's searches on the certificate service (search type and date) at one point of the claim, newest first. */
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
          {newestFirst(activity).map((search, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a search may repeat; the list is sorted once per render
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
