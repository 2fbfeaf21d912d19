import { ListTable } from '@/web/components/list-table';
import { RowActionsMenu } from '@/web/components/row-actions-menu';
import { TableCell, TableRow } from '@/web/components/ui/table';
import type { SettledClaimRow } from '@/web/features/settled-claims/api/settled-claims';
import { formatDateTimeToMinute } from '@/web/lib/format-date';
import { deviceName, replacementSpecs } from './device-names';
import { RegistryBadge } from './registry-badge';

const COLUMNS = [
  'Date Settled',
  'Original IMEI',
  'Original Device',
  'Replacement Device',
  'Replacement IMEI',
  'Claim Type',
  'Registry',
  'Actions',
];

const Muted = ({ text }: { text: string }) => <span className="text-muted-foreground">{text}</span>;

export function SettledClaimsTable({
  records,
  isLoading,
  emptyText,
  onView,
  onDelete,
}: {
  records: SettledClaimRow[];
  isLoading: boolean;
  emptyText: string;
  onView: (record: SettledClaimRow) => void;
  /** Given to super admins only. */
  onDelete: ((record: SettledClaimRow) => void) | null;
}) {
  return (
    <ListTable
      label="Settled claims"
      columns={COLUMNS}
      isLoading={isLoading}
      isEmpty={records.length === 0}
      emptyText={emptyText}
    >
      {records.map((record) => (
        <TableRow key={record.id}>
          <TableCell className="whitespace-nowrap">{formatDateTimeToMinute(record.settledAt)}</TableCell>
          <TableCell className="font-mono">{record.imei}</TableCell>
          <TableCell className="whitespace-normal">
            {deviceName(record.deviceMake, record.deviceModel)}
          </TableCell>
          <TableCell className="whitespace-normal">
            {record.replacement ? (
              <div className="grid">
                <span>{deviceName(record.replacement.make, record.replacement.model)}</span>
                <span className="text-xs text-muted-foreground">{replacementSpecs(record.replacement)}</span>
              </div>
            ) : (
              <Muted text="No replacement" />
            )}
          </TableCell>
          <TableCell>
            {record.replacement ? (
              <span className="font-mono">{record.replacement.imei}</span>
            ) : (
              <Muted text="N/A" />
            )}
          </TableCell>
          <TableCell className="whitespace-normal">{record.claimType ?? <Muted text="Not Set" />}</TableCell>
          <TableCell>
            <RegistryBadge status={record.registryStatus} />
          </TableCell>
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
