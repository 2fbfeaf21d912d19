import { Eye } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatCheckDateTime } from '../../claims-review/components/format-check-time';
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
        {isLoading
          ? Array.from({ length: 5 }, (_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
              <TableRow key={row} aria-hidden="true">
                {COLUMNS.map((column) => (
                  <TableCell key={column}>
                    <Skeleton className="h-4 w-20" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : null}
        {!isLoading && checks.length === 0 ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} className="py-10 text-center text-muted-foreground">
              {emptyText}
            </TableCell>
          </TableRow>
        ) : null}
        {checks.map((check) => (
          <TableRow key={check.id}>
            <TableCell className="font-mono">{check.imei}</TableCell>
            <TableCell>{check.model ?? <span className="text-muted-foreground">Unknown</span>}</TableCell>
            <TableCell>
              <CarrierBadge badge={check.badge} />
            </TableCell>
            <TableCell>{check.checkedBy?.name || check.checkedBy?.email || 'Unknown'}</TableCell>
            <TableCell>{formatCheckDateTime(check.createdAt)}</TableCell>
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
