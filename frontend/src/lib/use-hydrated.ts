import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the browser's page came rendered ahead (the public pages at build time, a shop's page by
 * the server), for the app to take over instead of building it.
 */
export const pageRenderedAhead =
  typeof document !== 'undefined' && document.getElementById('root')?.firstElementChild != null;

/** Until the first take-over is done: always on the server, in the browser on a page rendered ahead. */
let takingOver = typeof document === 'undefined' || pageRenderedAhead;

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
