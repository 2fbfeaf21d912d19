import { ListTable } from '@/web/components/list-table';
import { RowActionsMenu } from '@/web/components/row-actions-menu';
import { TableCell, TableRow } from '@/web/components/ui/table';
import { cn } from '@/web/lib/cn';
import type { ColumnShownFrom, RegisterColumn } from './register';

/** Whole class names, for Tailwind to find. */
const SHOWN_FROM: Record<ColumnShownFrom, string> = {
  lg: 'hidden lg:table-cell',
  xl: 'hidden xl:table-cell',
  '2xl': 'hidden 2xl:table-cell',
};
const shownFrom = (column: { shownFrom?: ColumnShownFrom }) =>
  column.shownFrom ? SHOWN_FROM[column.shownFrom] : undefined;

/** The Actions column stays at the right edge of the card when the table scrolls sideways (a phone). */
const STICKY_ACTIONS = 'sticky right-0 bg-card';

/** A placeholder in a cell: 'Not Set', 'Unknown', 'N/A'. */
export const Muted = ({ text }: { text: string }) => <span className="text-muted-foreground">{text}</span>;

/** The register's rows; the Actions column shows when a row has an action (its details, or a Delete the role may use). */
export function RegisterTable<Row extends { id: string }>({
  label,
  columns,
  rows,
  isLoading,
  emptyText,
  rowName,
  onView,
  onDelete,
}: {
  label: string;
  columns: readonly RegisterColumn<Row>[];
  rows: Row[];
  isLoading: boolean;
  emptyText: string;
  rowName: (row: Row) => string;
  onView: ((row: Row) => void) | null;
  onDelete: ((row: Row) => void) | null;
}) {
  const hasActions = onView !== null || onDelete !== null;
  const headers = columns.map((column) => ({ header: column.header, className: shownFrom(column) }));
  return (
    <ListTable
      label={label}
      columns={
        hasActions ? [...headers, { header: 'Actions', className: STICKY_ACTIONS, align: 'right' }] : headers
      }
      isLoading={isLoading}
      isEmpty={rows.length === 0}
      emptyText={emptyText}
    >
      {rows.map((row) => (
        <TableRow key={row.id}>
          {columns.map((column) => (
            <TableCell
              key={column.header}
              wrap={column.wrap}
              className={cn(column.className, shownFrom(column))}
            >
              {column.cell(row)}
            </TableCell>
          ))}
          {hasActions ? (
            <TableCell className={cn(STICKY_ACTIONS, 'text-right')}>
              <RowActionsMenu
                label={`Actions for ${rowName(row)}`}
                {...(onView ? { onView: () => onView(row) } : {})}
                {...(onDelete ? { onDelete: () => onDelete(row) } : {})}
              />
            </TableCell>
          ) : null}
        </TableRow>
      ))}
    </ListTable>
  );
}
