import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the page in the browser is one the app takes over (rendered ahead: the public pages at
 * build time, a shop's page by the server) and has not yet; false on the server too.
 */
let takingOver =
  typeof document === 'undefined' || document.getElementById('root')?.firstElementChild != null;

/**
 * False while React takes over a page rendered ahead (and on the server), true from then on and in
 * any page the app renders itself. What only the browser knows (a stored cart) waits for it, so the
 * first render matches the server's HTML and React keeps that instead of building the page again.
 * The switch is a transition: the rest of the page then renders in slices a tap can interrupt,
 * instead of in one long task right after the take-over.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(!takingOver);
  useEffect(() => {
    if (hydrated) return;
    takingOver = false;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
