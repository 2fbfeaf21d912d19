import { Spinner } from './ui/spinner';

/**
 * A named spinner while a query loads, then its failure (announced) if it could not be loaded: the error's own text
 * unless `failure` says otherwise.
 */
export function LoadStatus({
  query,
  loadingLabel,
  spinnerClassName,
  failure,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null };
  /** The spinner's accessible name ('Loading users'). */
  loadingLabel: string;
  spinnerClassName: string;
  failure?: string;
}) {
  return (
    <>
      {query.isPending ? <Spinner label={loadingLabel} className={spinnerClassName} /> : null}
      {query.isError ? (
        <p role="alert" className="text-destructive">
          {failure ?? query.error?.message}
        </p>
      ) : null}
    </>
  );
}
