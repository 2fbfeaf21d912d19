import { useEffect } from 'react';
import { formatCount } from '@/web/lib/format-count';
import { PageSizeSelect, PageSteps } from './pager';

/** A paged table's footer: 'Showing X to Y of N records', a page-size choice, Previous/Next and 'Page X of Y'. */
export function DataTableFooter({
  page,
  pageSize,
  pageSizes,
  total,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);

  // Past the last page (its last record was deleted, or an old link): go to the last page there is.
  useEffect(() => {
    if (total > 0 && page > pageCount) onPage(pageCount);
  }, [total, page, pageCount, onPage]);

  return (
    <div className="flex flex-wrap items-center justify-between gap-4 border-t px-3 py-3 text-sm">
      <p className="text-muted-foreground">
        Showing {formatCount(first)} to {formatCount(last)} of {formatCount(total)} records
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <PageSizeSelect
          label="Rows per page"
          pageSize={pageSize}
          pageSizes={pageSizes}
          onPageSize={onPageSize}
        />
        <PageSteps page={page} pageCount={pageCount} onPage={onPage}>
          Page {formatCount(page)} of {formatCount(pageCount)}
        </PageSteps>
      </div>
    </div>
  );
}
