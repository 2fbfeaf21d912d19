import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';

/** A panel whose data could not be loaded: what failed, the server's reason, and a way to try again. */
export function LoadFailure({ text, error, onRetry }: { text: string; error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-start gap-1 text-sm text-destructive">
      <p className="font-medium">{text}</p>
      <p>{error.message}</p>
      <Button type="button" variant="link" className="h-auto p-0" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** What a panel shows of its query before the data is there: a spinner while it loads, the failure if it failed. */
export function QueryStatus({
  query,
  loadingLabel,
  failureText,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  /** Without it nothing shows while the query loads (the panel shows its own loading state). */
  loadingLabel?: string;
  failureText: string;
}) {
  if (query.isError && query.error) {
    return <LoadFailure text={failureText} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return query.isPending && loadingLabel ? <Spinner label={loadingLabel} className="py-4" /> : null;
}
