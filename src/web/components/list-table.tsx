import type { ReactNode } from 'react';
import { EmptyRow, SkeletonRows } from './table-placeholder-rows';
import { Table, TableBody, TableHead, TableHeader, TableRow } from './ui/table';

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
  columns: readonly string[];
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
            <TableHead key={column} className={column === 'Actions' ? 'text-right' : undefined}>
              {column}
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
