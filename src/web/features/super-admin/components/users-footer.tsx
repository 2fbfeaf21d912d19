import { Button } from '@/web/components/ui/button';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectItemText,
  SelectTrigger,
  SelectValue,
} from '@/web/components/ui/select';

/** The Super Admin Panel's user list: 10/25/50/100 per page, default 10. */
export const USER_PAGE_SIZES = [10, 25, 50, 100] as const;

export function UsersFooter(props: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}) {
  const { page, pageSize, total } = props;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 border-t px-3 py-3 text-sm">
      <div className="flex items-center gap-2">
        <span id="users-page-size-label" className="text-muted-foreground">
          Records per page
        </span>
        <Select value={String(pageSize)} onValueChange={(value) => props.onPageSize(Number(value))}>
          <SelectTrigger className="h-9 w-20" aria-labelledby="users-page-size-label">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {USER_PAGE_SIZES.map((size) => (
              <SelectItem key={size} value={String(size)}>
                <SelectItemText>{size}</SelectItemText>
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex items-center gap-3">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => props.onPage(page - 1)}>
          Previous
        </Button>
        <span>
          Page {page} of {pageCount} ({total} total users)
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pageCount}
          onClick={() => props.onPage(page + 1)}
        >
          Next
        </Button>
      </div>
    </div>
  );
}
