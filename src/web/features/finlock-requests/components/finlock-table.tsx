import { carrierMessages } from '@/domain/carrier-messages';
import type { FinLockRequest } from '@/domain/contracts/finlock-requests';
import { ListTable } from '@/web/components/list-table';
import { RowActionsMenu } from '@/web/components/row-actions-menu';
import { TableCell, TableRow } from '@/web/components/ui/table';
import { formatDate, formatTime } from '@/web/lib/format-date';
import { rowName } from '@/web/lib/row-name';
import { FinLockStatusBadge } from './finlock-status-badge';

const COLUMNS = ['IMEI', 'Device', 'Status', 'Carrier Status', 'Requested By', 'Date', 'Actions'];

const device = (request: FinLockRequest) =>
  [request.deviceMake, request.deviceModel?.replace(new RegExp(`^${request.deviceMake ?? ''}\\s*`), '')]
    .filter(Boolean)
    .join(' ') || 'Unknown';

export function FinLockTable({
  requests,
  isLoading,
  onDelete,
}: {
  requests: FinLockRequest[];
  isLoading: boolean;
  onDelete: (request: FinLockRequest) => void;
}) {
  return (
    <ListTable
      label="FinLock removal requests"
      columns={COLUMNS}
      isLoading={isLoading}
      isEmpty={requests.length === 0}
      emptyText={carrierMessages.finlockEmpty}
    >
      {requests.map((request) => (
        <TableRow key={request.id}>
          <TableCell className="font-mono">{request.imei}</TableCell>
          <TableCell wrap className="min-w-32">
            {device(request)}
          </TableCell>
          <TableCell>
            <FinLockStatusBadge status={request.status} />
          </TableCell>
          <TableCell wrap className="min-w-40">
            <div>{request.deviceStatus ?? 'Unknown'}</div>
            {request.esnStatus ? (
              <div className="text-xs text-muted-foreground">ESN: {request.esnStatus}</div>
            ) : null}
          </TableCell>
          <TableCell wrap>{request.requestedBy?.name || request.requestedBy?.email || 'Unknown'}</TableCell>
          <TableCell>
            <div>{formatDate(request.createdAt)}</div>
            <div className="text-xs text-muted-foreground">{formatTime(request.createdAt)}</div>
          </TableCell>
          <TableCell className="text-right">
            <RowActionsMenu
              label={`Actions for ${rowName(request.imei, { event: 'requested', at: request.createdAt })}`}
              onDelete={() => onDelete(request)}
            />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
