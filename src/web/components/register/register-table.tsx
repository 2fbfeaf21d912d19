import { ListTable } from '@/web/components/list-table';
import { RowActionsMenu } from '@/web/components/row-actions-menu';
import { TableCell, TableRow } from '@/web/components/ui/table';
import type { RegisterColumn } from './register';

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
  const headers = columns.map((column) => column.header);
  return (
    <ListTable
      label={label}
      columns={hasActions ? [...headers, 'Actions'] : headers}
      isLoading={isLoading}
      isEmpty={rows.length === 0}
      emptyText={emptyText}
    >
      {rows.map((row) => (
        <TableRow key={row.id}>
          {columns.map((column) => (
            <TableCell key={column.header} className={column.className}>
              {column.cell(row)}
            </TableCell>
          ))}
          {hasActions ? (
            <TableCell className="text-right">
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
