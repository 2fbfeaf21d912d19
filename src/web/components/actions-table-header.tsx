import { TableHead, TableHeader, TableRow } from './ui/table';

/** A table's head row: a head per column, then the column of each row's buttons, named for screen readers only. */
export function ActionsTableHeader({ columns }: { columns: readonly string[] }) {
  return (
    <TableHeader>
      <TableRow>
        {columns.map((column) => (
          <TableHead key={column}>{column}</TableHead>
        ))}
        <TableHead>
          <span className="sr-only">Actions</span>
        </TableHead>
      </TableRow>
    </TableHeader>
  );
}
