import { Eye, MoreHorizontal, Trash2 } from 'lucide-react';
import { Button } from './ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';

/** A register row's menu: 'View Details' when `onView` is given, 'Delete' when `onDelete` is (the role allows it). */
export function RowActionsMenu({
  label,
  onView,
  onDelete,
}: {
  /** The trigger's accessible name: 'Actions for 353328111234561'. */
  label: string;
  onView?: () => void;
  onDelete?: () => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {onView ? (
          <DropdownMenuItem onSelect={onView}>
            <Eye aria-hidden="true" />
            View Details
          </DropdownMenuItem>
        ) : null}
        {onView && onDelete ? <DropdownMenuSeparator /> : null}
        {onDelete ? (
          <DropdownMenuItem variant="destructive" onSelect={onDelete}>
            <Trash2 aria-hidden="true" />
            Delete
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
