import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { LoadFailure } from './load-failure';

export interface NamedItem {
  id: string;
  name: string;
  badge?: ReactNode;
}

/**
 * The organisation's claim types or denial reasons, each with a Remove button. A failed load says so (with the
 * server's reason) and offers to try again, instead of spinning on.
 */
export function NamedItemList(props: {
  label: string;
  items: NamedItem[] | undefined;
  loadError: Error | null;
  loadFailedText: string;
  onRetry: () => void;
  emptyText: string;
  isRemoving: boolean;
  onRemove: (item: NamedItem) => void;
}) {
  if (!props.items && props.loadError) {
    return <LoadFailure text={props.loadFailedText} error={props.loadError} onRetry={props.onRetry} />;
  }
  if (!props.items) return <Spinner label={`Loading ${props.label}`} className="py-4" />;
  if (props.items.length === 0) return <p className="text-sm text-muted-foreground">{props.emptyText}</p>;
  return (
    <ul aria-label={props.label} className="divide-y rounded-md border">
      {props.items.map((item) => (
        <li key={item.id} className="flex items-center justify-between gap-3 px-3 py-2">
          <span className="flex items-center gap-2 text-sm">
            {item.name} {item.badge}
          </span>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${item.name}`}
            disabled={props.isRemoving}
            onClick={() => props.onRemove(item)}
          >
            <Trash2 className="text-destructive" aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
