import { ListTable } from '@/web/components/list-table';
import { RowActionsMenu } from '@/web/components/row-actions-menu';
import { TableCell, TableRow } from '@/web/components/ui/table';
import type { DeniedClaimRow } from '@/web/features/denied-claims/api/denied-claims';
import { formatDate, formatTime } from '@/web/lib/format-date';

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
    <ListTable
      label="Denied claims"
      columns={COLUMNS}
      isLoading={isLoading}
      isEmpty={records.length === 0}
      emptyText={emptyText}
    >
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
    </ListTable>
  );
}
