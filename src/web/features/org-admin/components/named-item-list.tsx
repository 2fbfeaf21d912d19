import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { LoadFailure } from '@/web/components/load-status';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';

export interface NamedItem {
  id: string;
  name: string;
  badge?: ReactNode;
}

/**
 * The organisation's claim types or denial reasons, each with a Remove button that asks first, naming the item. A
 * failed load says so (with the server's reason) and offers to try again, instead of spinning on.
 */
export function NamedItemList(props: {
  label: string;
  items: NamedItem[] | undefined;
  loadError: Error | null;
  loadFailedText: string;
  onRetry: () => void;
  emptyText: string;
  /** The confirmation's heading for one item, and its text. */
  removeTitle: (name: string) => string;
  removeText: string;
  isRemoving: boolean;
  /** Removes the item; `onRemoved` closes the confirmation. */
  onRemove: (item: NamedItem, onRemoved: () => void) => void;
}) {
  const [confirming, setConfirming] = useState<NamedItem | null>(null);

  if (!props.items && props.loadError) {
    return <LoadFailure text={props.loadFailedText} error={props.loadError} onRetry={props.onRetry} />;
  }
  if (!props.items) return <Spinner label={`Loading ${props.label}`} className="py-4" />;
  if (props.items.length === 0) return <p className="text-sm text-muted-foreground">{props.emptyText}</p>;
  const close = () => setConfirming(null);
  return (
    <>
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
              onClick={() => setConfirming(item)}
            >
              <Trash2 className="text-destructive" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? props.removeTitle(confirming.name) : ''}
        description={props.removeText}
        confirmLabel="Remove"
        busyLabel="Removing..."
        isBusy={props.isRemoving}
        onConfirm={() => confirming && props.onRemove(confirming, close)}
        onClose={close}
      />
    </>
  );
}
