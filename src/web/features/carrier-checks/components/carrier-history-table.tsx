import { Eye } from 'lucide-react';
import type { CarrierCheck } from '@/domain/contracts/carrier-checks';
import { ListTable } from '@/web/components/list-table';
import { Button } from '@/web/components/ui/button';
import { TableCell, TableRow } from '@/web/components/ui/table';
import { formatDateTime } from '@/web/lib/format-date';
import { rowName } from '@/web/lib/row-name';
import { CarrierBadge } from './carrier-badge';

const COLUMNS = ['IMEI', 'Model', 'Status', 'Checked By', 'Date', 'View Details'];

export function CarrierHistoryTable({
  checks,
  isLoading,
  emptyText,
  onView,
}: {
  checks: CarrierCheck[];
  isLoading: boolean;
  emptyText: string;
  onView: (check: CarrierCheck) => void;
}) {
  return (
    <ListTable
      label="Carrier checks"
      columns={COLUMNS}
      isLoading={isLoading}
      isEmpty={checks.length === 0}
      emptyText={emptyText}
    >
      {checks.map((check) => (
        <TableRow key={check.id}>
          <TableCell className="font-mono">{check.imei}</TableCell>
          <TableCell>{check.model ?? <span className="text-muted-foreground">Unknown</span>}</TableCell>
          <TableCell>
            <CarrierBadge badge={check.badge} />
          </TableCell>
          <TableCell>{check.checkedBy?.name || check.checkedBy?.email || 'Unknown'}</TableCell>
          <TableCell>{formatDateTime(check.createdAt)}</TableCell>
          <TableCell>
            <Button
              variant="outline"
              size="sm"
              aria-label={`View Details for ${rowName(check.imei, { event: 'checked', at: check.createdAt })}`}
              onClick={() => onView(check)}
            >
              <Eye aria-hidden="true" />
              View Details
            </Button>
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
