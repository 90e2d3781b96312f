import { useEffect } from 'react';
import { useLocation } from '../lib/navigation';
import { address, keepPosition, keptPosition } from './scroll-positions';

/** How long a reload waits for the page to grow back to where it was left. */
const RETURN_WINDOW_MS = 3000;

/**
 * The shop page's own app has no data router, so no ScrollRestoration: a reload or Back puts the
 * page back where it was left (kept as the app's routes keep it), also when the sections below the
 * server's first screen arrive after the browser's own attempt — which stopped short of them.
 */
export function useKeptScroll(): void {
  const location = useLocation();
  const key = address(location);
  useEffect(() => {
    const keep = () => keepPosition(key, window.scrollY);
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, [key]);

  useEffect(() => {
    const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
    const type = (navigation as PerformanceNavigationTiming | undefined)?.type;
    const kept = keptPosition(key);
    if ((type !== 'reload' && type !== 'back_forward') || kept === undefined) return;
    const returnThere = () => {
      if (Math.abs(window.scrollY - kept) > 1) window.scrollTo(0, kept);
    };
    returnThere();
    // Until the page is tall enough (or the customer scrolls themselves), try again as it grows.
    const growing = new ResizeObserver(returnThere);
    growing.observe(document.body);
    const stop = () => growing.disconnect();
    const timer = window.setTimeout(stop, RETURN_WINDOW_MS);
    window.addEventListener('wheel', stop, { once: true });
    window.addEventListener('touchstart', stop, { once: true });
    window.addEventListener('keydown', stop, { once: true });
    return () => {
      stop();
      window.clearTimeout(timer);
    };
    // Only for the page as it was loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
