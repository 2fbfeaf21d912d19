import type { CheckSummary } from '@/domain/contracts/checks';
import { ListTable } from '@/web/components/list-table';
import { TriageBadge } from '@/web/components/triage-summary';
import { TableCell, TableRow } from '@/web/components/ui/table';
import { VerdictBadge } from '@/web/components/verdict-badge';
import { formatDate, formatTime } from '@/web/lib/format-date';
import { CheckRowMenu, type RowAction } from './check-row-menu';

const COLUMNS = ['Date', 'Time', 'IMEI', 'Verdict', 'Claim Type', 'Claim Reference', 'Triage', 'Actions'];

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
    <ListTable
      label="Checks"
      columns={COLUMNS}
      isLoading={isLoading}
      isEmpty={checks.length === 0}
      emptyText={emptyText}
    >
      {checks.map((check) => (
        <TableRow key={check.id}>
          <TableCell>{formatDate(check.createdAt)}</TableCell>
          <TableCell>{formatTime(check.createdAt)}</TableCell>
          <TableCell className="font-mono">{check.imei}</TableCell>
          <TableCell>
            <VerdictBadge verdict={check.verdict} />
          </TableCell>
          <TableCell>{check.claimType ?? <span className="text-muted-foreground">Not Set</span>}</TableCell>
          <TableCell>
            {check.reference ?? <span className="text-muted-foreground">No reference</span>}
          </TableCell>
          <TableCell>
            <TriageBadge triage={check.triage} />
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
    </ListTable>
  );
}
