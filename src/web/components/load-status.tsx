import { Spinner } from './ui/spinner';

/** A named spinner while something loads, then the failure text (announced) if it could not be loaded. */
export function LoadStatus({
  isPending,
  loadingLabel,
  spinnerClassName,
  failure,
}: {
  isPending: boolean;
  /** The spinner's accessible name ('Loading users'). */
  loadingLabel: string;
  spinnerClassName: string;
  failure: string | null;
}) {
  return (
    <>
      {isPending ? <Spinner label={loadingLabel} className={spinnerClassName} /> : null}
      {failure ? (
        <p role="alert" className="text-destructive">
          {failure}
        </p>
      ) : null}
    </>
  );
}
