import { ListTable } from '@/web/components/list-table';
import { RowActionsMenu } from '@/web/components/row-actions-menu';
import { TableCell, TableRow } from '@/web/components/ui/table';
import type { ReplacementDeviceRow } from '@/web/features/replacement-devices/api/replacement-devices';
import { formatDate } from '@/web/lib/format-date';

const COLUMNS = ['Replacement IMEI', 'Original IMEI', 'Device', 'Specs', 'Settled By', 'Date'];

/** The Actions column (Delete) shows only for organisation admins and super admins. */
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
    <ListTable
      label="Replacement devices"
      columns={columns}
      isLoading={isLoading}
      isEmpty={devices.length === 0}
      emptyText={emptyText}
    >
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
          <TableCell>{device.settledBy ?? <span className="text-muted-foreground">Unknown</span>}</TableCell>
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
    </ListTable>
  );
}
