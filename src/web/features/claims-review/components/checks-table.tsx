import { EmptyRow, SkeletonRows } from '../../../components/table-placeholder-rows';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatDate, formatTime } from '../../../lib/format-date';
import type { CheckSummary } from '../api/list-checks';
import { CheckRowMenu } from './check-row-menu';

const COLUMNS = ['Date', 'Time', 'IMEI', 'Claim Type', 'Claim Reference', 'Actions'];

export type RowAction = 'review' | 'settle' | 'deny' | 'cleanup' | 'delete' | 'delete-all';

export interface RowActions {
  /** Super admins also get 'Cleanup related claim', 'Delete' and 'Delete all for IMEI'. */
  canDelete: boolean;
  onAction: (action: RowAction, check: CheckSummary) => void;
}

export function ChecksTable({
  checks,
  isLoading,
  emptyText,
  actions,
}: {
  checks: CheckSummary[];
  isLoading: boolean;
  emptyText: string;
  actions: RowActions;
}) {
  return (
    <Table aria-label="Checks" aria-busy={isLoading}>
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
            <TableCell>{formatDate(check.createdAt)}</TableCell>
            <TableCell>{formatTime(check.createdAt)}</TableCell>
            <TableCell className="font-mono">{check.imei}</TableCell>
            <TableCell>{check.claimType ?? <span className="text-muted-foreground">Not Set</span>}</TableCell>
            <TableCell>
              {check.reference ?? <span className="text-muted-foreground">No reference</span>}
            </TableCell>
            <TableCell className="text-right">
              <CheckRowMenu
                check={check}
                canDelete={actions.canDelete}
                onAction={(action) => actions.onAction(action, check)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
