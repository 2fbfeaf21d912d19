import { BadgeCheck, Ban, Eraser, Eye, Trash2 } from 'lucide-react';
import type { CheckSummary } from '@/domain/contracts/checks';
import { RowMenu } from '@/web/components/row-actions-menu';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/web/components/ui/dropdown-menu';
import { rowName } from '@/web/lib/row-name';

export type RowAction = 'review' | 'settle' | 'deny' | 'cleanup' | 'delete' | 'delete-all';

export function CheckRowMenu({
  check,
  canDelete,
  onAction,
}: {
  check: CheckSummary;
  canDelete: boolean;
  onAction: (action: RowAction) => void;
}) {
  return (
    <RowMenu
      label={`Actions for ${rowName(check.imei, { reference: check.reference, event: 'checked', at: check.createdAt })}`}
    >
      <DropdownMenuItem onSelect={() => onAction('review')}>
        <Eye aria-hidden="true" />
        Review Claim
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => onAction('settle')}>
        <BadgeCheck aria-hidden="true" />
        Settle Claim
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => onAction('deny')}>
        <Ban aria-hidden="true" />
        Deny Claim
      </DropdownMenuItem>
      {canDelete ? (
        <>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => onAction('cleanup')}>
            <Eraser aria-hidden="true" />
            Cleanup related claim
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => onAction('delete')}>
            <Trash2 aria-hidden="true" />
            Delete
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => onAction('delete-all')}>
            <Trash2 aria-hidden="true" />
            Delete all for IMEI
          </DropdownMenuItem>
        </>
      ) : null}
    </RowMenu>
  );
}
