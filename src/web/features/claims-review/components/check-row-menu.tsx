import { Eye, MoreHorizontal, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import type { CheckSummary } from '../api/list-checks';

export function CheckRowMenu({
  check,
  canDelete,
  onReview,
  onDelete,
  onDeleteAll,
}: {
  check: CheckSummary;
  canDelete: boolean;
  onReview: () => void;
  onDelete: () => void;
  onDeleteAll: () => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${check.imei}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onReview}>
          <Eye aria-hidden="true" />
          Review Claim
        </DropdownMenuItem>
        {canDelete ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={onDelete}>
              <Trash2 aria-hidden="true" />
              Delete
            </DropdownMenuItem>
            <DropdownMenuItem variant="destructive" onSelect={onDeleteAll}>
              <Trash2 aria-hidden="true" />
              Delete all for IMEI
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
