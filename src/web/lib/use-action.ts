import { useEffect, useRef, useState } from 'react';

/** What a caller does with an action's outcome. */
export interface ActionCallbacks<Output> {
  onSuccess?: (output: Output) => void;
  onError?: (error: Error) => void;
}

/**
 * A request a page sends on the user's word (a sign-in, a sign-out) without the query cache, which the landing and
 * sign-in pages do not load (decision record 056). It answers as a mutation of the cache does: whether it is on its
 * way, and its outcome handed to the callbacks of the latest `run` while the component is still on the page. Anything
 * that must happen whatever the page does (storing the session) belongs in `action` itself.
 */
export function useAction<Input, Output>(action: (input: Input) => Promise<Output>) {
  const [isPending, setIsPending] = useState(false);
  const latest = useRef(0);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = (input: Input, callbacks: ActionCallbacks<Output> = {}) => {
    latest.current += 1;
    const call = latest.current;
    const answered = (then: () => void) => {
      if (call !== latest.current || !mounted.current) return;
      setIsPending(false);
      then();
    };
    setIsPending(true);
    action(input).then(
      (output) => answered(() => callbacks.onSuccess?.(output)),
      (error: unknown) =>
        answered(() => callbacks.onError?.(error instanceof Error ? error : new Error(String(error)))),
    );
  };
  return { run, isPending };
}
