import { Button } from '@/web/components/ui/button';

/**
 * The bar over Claims Review's table while claims are selected: assign them to the caller, unassign them, or deny
 * them for one reason.
 */
export function BulkBar({
  count,
  isPending,
  onAssignToMe,
  onUnassign,
  onDeny,
  onClear,
}: {
  count: number;
  isPending: boolean;
  onAssignToMe: () => void;
  onUnassign: () => void;
  onDeny: () => void;
  onClear: () => void;
}) {
  if (count === 0) return null;
  return (
    <section
      aria-label="Selected claims"
      className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/40 p-2 text-sm"
    >
      <span>
        {count} {count === 1 ? 'claim' : 'claims'} selected
      </span>
      <Button type="button" size="sm" disabled={isPending} onClick={onAssignToMe}>
        Assign to me
      </Button>
      <Button type="button" size="sm" variant="outline" disabled={isPending} onClick={onUnassign}>
        Unassign
      </Button>
      <Button type="button" size="sm" variant="destructive" disabled={isPending} onClick={onDeny}>
        Deny…
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </section>
  );
}
