import { type ReactNode, useId } from 'react';
import { OptionsSelect } from './options-select';
import { Button } from './ui/button';

/** How many records a page shows, labelled by `label` ('Rows per page'). */
export function PageSizeSelect({
  label,
  pageSize,
  pageSizes,
  onPageSize,
}: {
  label: string;
  pageSize: number;
  pageSizes: readonly number[];
  onPageSize: (pageSize: number) => void;
}) {
  const labelId = useId();
  return (
    <div className="flex items-center gap-2">
      <span id={labelId} className="text-muted-foreground">
        {label}
      </span>
      <OptionsSelect
        value={String(pageSize)}
        onValueChange={(value) => onPageSize(Number(value))}
        options={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
        trigger={{ small: true, fullWidth: false, className: 'w-20', 'aria-labelledby': labelId }}
      />
    </div>
  );
}

/** Previous and Next around where the list stands (`children`: 'Page 2 of 5'). */
export function PageSteps({
  page,
  pageCount,
  onPage,
  children,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>{children}</span>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </>
  );
}
