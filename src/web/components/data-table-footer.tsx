import { useEffect, useId } from 'react';
import { formatCount } from '@/web/lib/format-count';
import { Button } from './ui/button';
import { Select, SelectContent, SelectItem, SelectItemText, SelectTrigger, SelectValue } from './ui/select';

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
  const labelId = useId();
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
        <div className="flex items-center gap-2">
          <span id={labelId} className="text-muted-foreground">
            Rows per page
          </span>
          <Select value={String(pageSize)} onValueChange={(value) => onPageSize(Number(value))}>
            <SelectTrigger className="h-9 w-20" aria-labelledby={labelId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {pageSizes.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  <SelectItemText>{size}</SelectItemText>
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span>
          Page {formatCount(page)} of {formatCount(pageCount)}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </div>
  );
}
