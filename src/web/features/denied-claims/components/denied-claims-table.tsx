import { RowActionsMenu } from '../../../components/row-actions-menu';
import { EmptyRow, SkeletonRows } from '../../../components/table-placeholder-rows';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatDate, formatTime } from '../../../lib/format-date';
import type { DeniedClaimRow } from '../api/denied-claims';

const COLUMNS = ['Date Denied', 'Time', 'IMEI', 'Claim Type', 'Denial Reason', 'Denied By', 'Actions'];

const Muted = ({ text }: { text: string }) => <span className="text-muted-foreground">{text}</span>;

export function DeniedClaimsTable({
  records,
  isLoading,
  emptyText,
  onView,
  onDelete,
}: {
  records: DeniedClaimRow[];
  isLoading: boolean;
  emptyText: string;
  onView: (record: DeniedClaimRow) => void;
  /** Given to super admins only. */
  onDelete: ((record: DeniedClaimRow) => void) | null;
}) {
  return (
    <Table aria-label="Denied claims" aria-busy={isLoading}>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column} className={column === 'Actions' ? 'text-right' : undefined}>
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading ? <SkeletonRows columnCount={COLUMNS.length} /> : null}
        {!isLoading && records.length === 0 ? (
          <EmptyRow columnCount={COLUMNS.length}>{emptyText}</EmptyRow>
        ) : null}
        {records.map((record) => (
          <TableRow key={record.id}>
            <TableCell>{formatDate(record.deniedAt)}</TableCell>
            <TableCell>{formatTime(record.deniedAt)}</TableCell>
            <TableCell className="font-mono">{record.imei}</TableCell>
            <TableCell>{record.claimType ?? <Muted text="Not Set" />}</TableCell>
            <TableCell>{record.denialReason.trim() || <Muted text="Unspecified" />}</TableCell>
            <TableCell>{record.deniedBy ?? <Muted text="Unknown" />}</TableCell>
            <TableCell className="text-right">
              <RowActionsMenu
                label={`Actions for ${record.imei}`}
                onView={() => onView(record)}
                {...(onDelete ? { onDelete: () => onDelete(record) } : {})}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
