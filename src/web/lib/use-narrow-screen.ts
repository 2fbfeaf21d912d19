import { useSyncExternalStore } from 'react';

/** Narrower than Tailwind's `md` breakpoint (768 px): a phone, or a small window. */
const NARROW = '(max-width: 767px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(NARROW);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isNarrow = () => window.matchMedia?.(NARROW).matches ?? false;

/** Whether the screen is narrower than `md`, following resizes and rotations. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow);
}
