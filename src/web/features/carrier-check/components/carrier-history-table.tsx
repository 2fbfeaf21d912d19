import { Eye } from 'lucide-react';
import { EmptyRow, SkeletonRows } from '../../../components/table-placeholder-rows';
import { Button } from '../../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/format-date';
import type { CarrierCheck } from '../api/carrier-checks';
import { CarrierBadge } from './carrier-badge';

const COLUMNS = ['IMEI', 'Model', 'Status', 'Checked By', 'Date', 'Actions'];

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
    <Table aria-label="Carrier checks" aria-busy={isLoading}>
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
        {!isLoading && checks.length === 0 ? (
          <EmptyRow columnCount={COLUMNS.length}>{emptyText}</EmptyRow>
        ) : null}
        {checks.map((check) => (
          <TableRow key={check.id}>
            <TableCell className="font-mono">{check.imei}</TableCell>
            <TableCell>{check.model ?? <span className="text-muted-foreground">Unknown</span>}</TableCell>
            <TableCell>
              <CarrierBadge badge={check.badge} />
            </TableCell>
            <TableCell>{check.checkedBy?.name || check.checkedBy?.email || 'Unknown'}</TableCell>
            <TableCell>{formatDateTime(check.createdAt)}</TableCell>
            <TableCell className="text-right">
              <Button
                variant="outline"
                size="sm"
                aria-label={`View Details for ${check.imei}`}
                onClick={() => onView(check)}
              >
                <Eye aria-hidden="true" />
                View Details
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
