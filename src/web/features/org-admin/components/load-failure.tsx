import { Button } from '@/web/components/ui/button';

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
