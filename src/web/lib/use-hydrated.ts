import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a page sent rendered in advance still waits for the app's code (and when the build renders it), true
 * once the app has taken the page over and on every page the browser draws itself: what only works with the app (a
 * form's submit) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
