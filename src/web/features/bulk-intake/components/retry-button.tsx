import { RotateCcw } from 'lucide-react';
import { bulkIntakeMessages as text } from '@/domain/bulk-intake-messages';
import { Button } from '@/web/components/ui/button';
import { useRetryBulkRows } from '@/web/features/bulk-intake/api/bulk-intake';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';

/** Searches failed rows of the batch again: all of them (`line` null, `failed` of them), or the one on `line`. */
export function RetryButton({ id, line, failed = 0 }: { id: string; line: number | null; failed?: number }) {
  const retry = useRetryBulkRows(id);
  const label = line === null ? text.retryAll(failed) : text.retryRow(line);
  return (
    <Button
      variant="outline"
      size={line === null ? 'default' : 'sm'}
      disabled={retry.isPending}
      aria-label={label}
      onClick={() =>
        retry.mutate(line, {
          onSuccess: ({ retried }) => notify.success(text.title, text.retried(retried)),
          onError: (error) => notifyFailure(text.title, error),
        })
      }
    >
      <RotateCcw aria-hidden="true" /> {line === null ? label : 'Retry'}
    </Button>
  );
}
