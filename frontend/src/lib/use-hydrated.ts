import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React takes over a page rendered ahead (and on the server), true from then on and in
 * any page the app renders itself. What only the browser knows (a stored cart) waits for it, so the
 * first render matches the server's HTML and React keeps that instead of building the page again.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
