import { Eye, MoreHorizontal, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';

/** A row's menu behind its '…' button; `label` is the button's accessible name ('Actions for 353328111234561'). */
export function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}

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
    <RowMenu label={label}>
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
    </RowMenu>
  );
}
