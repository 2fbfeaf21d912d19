import { Button } from './ui/button';
import { Spinner } from './ui/spinner';

/** A panel whose data could not be loaded: what failed, the server's reason, and a way to try again. */
export function LoadFailure({ text, error, onRetry }: { text: string; error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-start gap-1 text-sm text-destructive">
      <p className="font-medium">{text}</p>
      <p>{error.message}</p>
      <Button type="button" variant="link" size="text" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/**
 * A named spinner while a query loads (none without `loadingLabel`: the panel shows its own loading state), then its
 * failure (announced) if it could not be loaded: the error's own text unless `failure` says otherwise. With `retry`,
 * the failure says what failed, the server's reason, and offers to try again.
 */
export function LoadStatus({
  query,
  loadingLabel,
  spinnerClassName = 'py-4',
  failure,
  retry,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  /** The spinner's accessible name ('Loading users'). */
  loadingLabel?: string;
  spinnerClassName?: string;
  failure?: string;
  retry?: boolean;
}) {
  if (query.isError && query.error) {
    return retry && failure ? (
      <LoadFailure text={failure} error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <p role="alert" className="text-destructive">
        {failure ?? query.error.message}
      </p>
    );
  }
  return query.isPending && loadingLabel ? (
    <Spinner label={loadingLabel} className={spinnerClassName} />
  ) : null;
}
