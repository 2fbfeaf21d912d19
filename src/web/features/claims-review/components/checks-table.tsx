import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { CheckSummary } from '../api/list-checks';
import { CheckRowMenu } from './check-row-menu';
import { formatCheckDate, formatCheckTime } from './format-check-time';

const COLUMNS = ['Date', 'Time', 'IMEI', 'Claim Type', 'Claim Reference', 'Actions'];

export type RowAction = 'review' | 'settle' | 'deny' | 'cleanup' | 'delete' | 'delete-all';

export interface RowActions {
  /** Super admins also get 'Cleanup related claim', 'Delete' and 'Delete all for IMEI'. */
  canDelete: boolean;
  onAction: (action: RowAction, check: CheckSummary) => void;
}

function SkeletonRows() {
  return Array.from({ length: 5 }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
    <TableRow key={row} aria-hidden="true">
      {COLUMNS.map((column) => (
        <TableCell key={column}>
          <Skeleton className="h-4 w-20" />
        </TableCell>
      ))}
    </TableRow>
  ));
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
        {isLoading ? <SkeletonRows /> : null}
        {!isLoading && checks.length === 0 ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} className="py-10 text-center text-muted-foreground">
              {emptyText}
            </TableCell>
          </TableRow>
        ) : null}
        {checks.map((check) => (
          <TableRow key={check.id}>
            <TableCell>{formatCheckDate(check.createdAt)}</TableCell>
            <TableCell>{formatCheckTime(check.createdAt)}</TableCell>
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
