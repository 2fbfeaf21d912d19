import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * The mutation with `isPending` true from the very click that calls `mutate`. useMutation tells the component a task
 * later (TanStack Query notifies through setTimeout) and browsers handle queued input before timers, so the second
 * click of a double click found the button still enabled and the request went out twice. A state update inside the
 * click itself is rendered before the next input event.
 */
export function usePendingAtOnce<TData, TError, TVariables, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
) {
  const [isStarting, setStarting] = useState(false);
  const mutate = (variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>) => {
    setStarting(true);
    mutation.mutate(variables, {
      ...options,
      onSettled: (...settled) => {
        setStarting(false);
        options?.onSettled?.(...settled);
      },
    });
  };
  return { ...mutation, isPending: mutation.isPending || isStarting, mutate };
}
