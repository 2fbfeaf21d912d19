import type { ReactNode } from 'react';
import type { usePagingParams } from '@/web/lib/use-paging-params';
import { DataTableFooter } from './data-table-footer';
import { SearchBox } from './search-box';
import { Alert, AlertDescription } from './ui/alert';
import { Card } from './ui/card';

/** A paged table, searchable when it has a search label, in a card: the search box (and any filters), the table (or the load failure) and the footer. */
export function PagedListCard({
  searchLabel,
  paging,
  pageSizes,
  total,
  failure,
  filters,
  children,
}: {
  /** The search box's label; a list without a search (Alerts) gives none. */
  searchLabel: string | null;
  paging: Pick<
    ReturnType<typeof usePagingParams>,
    'page' | 'pageSize' | 'search' | 'setPage' | 'setPageSize' | 'setSearch'
  >;
  pageSizes: readonly number[];
  total: number;
  /** The list's load-failure text, shown instead of the table when the list could not be loaded. */
  failure: string | null;
  /** Choices beside the search box that narrow the list (a status). */
  filters?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <div className={filters ? 'flex flex-wrap items-center gap-3 p-4' : 'p-4'}>
        {searchLabel ? (
          <SearchBox label={searchLabel} value={paging.search} onSearch={paging.setSearch} />
        ) : null}
        {filters}
      </div>
      {failure ? (
        <Alert variant="destructive" fullWidth={false} className="mx-4 mb-4">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : (
        <>
          {children}
          <DataTableFooter
            page={paging.page}
            pageSize={paging.pageSize}
            pageSizes={pageSizes}
            total={total}
            onPage={paging.setPage}
            onPageSize={paging.setPageSize}
          />
        </>
      )}
    </Card>
  );
}
