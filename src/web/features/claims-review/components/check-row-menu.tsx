import { BadgeCheck, Ban, Eraser, Eye, MoreHorizontal, Trash2 } from 'lucide-react';
import type { CheckSummary } from '@/domain/contracts/checks';
import { Button } from '@/web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import type { RowAction } from './checks-table';

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
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${check.imei}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
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
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
