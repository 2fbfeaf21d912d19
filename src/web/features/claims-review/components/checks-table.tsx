import type { CheckSummary } from '@/domain/contracts/checks';
import { WORK_STATUS_LABELS } from '@/domain/work-queue';
import { ListTable } from '@/web/components/list-table';
import { TriageBadge } from '@/web/components/triage-summary';
import { Checkbox } from '@/web/components/ui/checkbox';
import { TableCell, TableRow } from '@/web/components/ui/table';
import { VerdictBadge } from '@/web/components/verdict-badge';
import { formatDate, formatTime } from '@/web/lib/format-date';
import { CheckRowMenu, type RowAction } from './check-row-menu';

const COLUMNS = [
  'Select',
  'Date',
  'Time',
  'IMEI',
  'Verdict',
  'Claim Type',
  'Claim Reference',
  'Triage',
  'Assignee',
  'Status',
  'Due',
  'Actions',
];

export interface RowActions {
  /** Super admins also get 'Cleanup related claim', 'Delete' and 'Delete all for IMEI'. */
  canDelete: boolean;
  onAction: (action: RowAction, check: CheckSummary) => void;
}

/** The rows ticked for a bulk action, by check id. */
export interface RowSelection {
  selected: ReadonlySet<string>;
  onToggle: (id: string, selected: boolean) => void;
}

export function ChecksTable({
  checks,
  isLoading,
  emptyText,
  actions,
  selection,
}: {
  checks: CheckSummary[];
  isLoading: boolean;
  emptyText: string;
  actions: RowActions;
  selection: RowSelection;
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
          <TableCell>
            <Checkbox
              aria-label={`Select ${check.reference ?? check.imei}`}
              checked={selection.selected.has(check.id)}
              onCheckedChange={(checked) => selection.onToggle(check.id, checked === true)}
            />
          </TableCell>
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
          <TableCell>
            {check.assignment.assignee?.name || check.assignment.assignee?.email || (
              <span className="text-muted-foreground">Unassigned</span>
            )}
          </TableCell>
          <TableCell>{WORK_STATUS_LABELS[check.assignment.status]}</TableCell>
          <TableCell>
            {check.assignment.dueAt ? (
              <span className={check.assignment.overdue ? 'font-medium text-destructive' : undefined}>
                {formatDate(check.assignment.dueAt)}
                {check.assignment.overdue ? ' (overdue)' : ''}
              </span>
            ) : (
              <span className="text-muted-foreground">None</span>
            )}
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
