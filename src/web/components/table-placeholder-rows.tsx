import type { ReactNode } from 'react';
import { Skeleton } from './ui/skeleton';
import { TableCell, TableRow } from './ui/table';

/** Five rows of skeleton cells while a table's first page loads; hidden from assistive technology. */
export function SkeletonRows({ columnCount }: { columnCount: number }) {
  return Array.from({ length: 5 }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
    <TableRow key={row} aria-hidden="true">
      {Array.from({ length: columnCount }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
        <TableCell key={column}>
          <Skeleton className="h-4 w-20" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

/** The one row of an empty table: 'No checks have been performed yet.' and the like. */
export function EmptyRow({ columnCount, children }: { columnCount: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columnCount} className="text-center text-muted-foreground">
        {/* 40 px above and below in all: the cell's own 8 and these 32. */}
        <div className="py-8">{children}</div>
      </TableCell>
    </TableRow>
  );
}
