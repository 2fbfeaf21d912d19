import { RowActionsMenu } from '../../../components/row-actions-menu';
import { EmptyRow, SkeletonRows } from '../../../components/table-placeholder-rows';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatDate } from '../../../lib/format-date';
import type { ReplacementDeviceRow } from '../api/replacement-devices';

const COLUMNS = ['Replacement IMEI', 'Original IMEI', 'Device', 'Specs', 'Settled By', 'Date'];

/** Spec section 2: the Actions column (Delete) shows only for organisation admins and super admins. */
export function ReplacementDevicesTable({
  devices,
  isLoading,
  emptyText,
  onDelete,
}: {
  devices: ReplacementDeviceRow[];
  isLoading: boolean;
  emptyText: string;
  onDelete: ((device: ReplacementDeviceRow) => void) | null;
}) {
  const columns = onDelete ? [...COLUMNS, 'Actions'] : COLUMNS;
  return (
    <Table aria-label="Replacement devices" aria-busy={isLoading}>
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
        {!isLoading && devices.length === 0 ? (
          <EmptyRow columnCount={columns.length}>{emptyText}</EmptyRow>
        ) : null}
        {devices.map((device) => (
          <TableRow key={device.id}>
            <TableCell className="font-mono">{device.replacementImei}</TableCell>
            <TableCell className="font-mono">{device.originalImei}</TableCell>
            <TableCell>
              {device.deviceMake} {device.deviceModel}
            </TableCell>
            <TableCell>
              {device.deviceColor}, {device.deviceStorage}
            </TableCell>
            <TableCell>
              {device.settledBy ?? <span className="text-muted-foreground">Unknown</span>}
            </TableCell>
            <TableCell>{formatDate(device.settledAt)}</TableCell>
            {onDelete ? (
              <TableCell className="text-right">
                <RowActionsMenu
                  label={`Actions for ${device.replacementImei}`}
                  onDelete={() => onDelete(device)}
                />
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
