import type { ReactNode } from 'react';
import { EmptyRow, SkeletonRows } from './table-placeholder-rows';
import { Table, TableBody, TableHead, TableHeader, TableRow } from './ui/table';

/** A column head: its text, or its text, classes (one shown only from some width on) and alignment. */
export type ListColumn =
  | string
  | { header: string; className?: string | undefined; align?: 'left' | 'right' | undefined };

const headerOf = (column: ListColumn) => (typeof column === 'string' ? column : column.header);

/** A list's table: its column heads, skeleton rows while the first page loads, the empty text, then `children`. */
export function ListTable({
  label,
  columns,
  isLoading,
  isEmpty,
  emptyText,
  children,
}: {
  label: string;
  columns: readonly ListColumn[];
  isLoading: boolean;
  isEmpty: boolean;
  emptyText: ReactNode;
  children: ReactNode;
}) {
  return (
    <Table aria-label={label} aria-busy={isLoading}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead
              key={headerOf(column)}
              align={typeof column === 'string' ? (column === 'Actions' ? 'right' : 'left') : column.align}
              className={typeof column === 'string' ? undefined : column.className}
            >
              {headerOf(column)}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading ? <SkeletonRows columnCount={columns.length} /> : null}
        {!isLoading && isEmpty ? <EmptyRow columnCount={columns.length}>{emptyText}</EmptyRow> : null}
        {children}
      </TableBody>
    </Table>
  );
}
