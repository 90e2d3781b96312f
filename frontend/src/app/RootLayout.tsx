import { Outlet, ScrollRestoration } from 'react-router';
import { useEarlyClicks } from './early-clicks';
import { SCROLL_POSITIONS_STORAGE_KEY, scrollPositionKey } from './scroll-positions';

/**
 * Around every page, public, dashboard and shop alike: a page reached by a link opens at its top
 * (or at its #section), and Back returns to where the page was left; a button pressed before the
 * app ran still does its work.
 */
export function RootLayout() {
  useEarlyClicks();
  return (
    <>
      <Outlet />
      <ScrollRestoration getKey={scrollPositionKey} storageKey={SCROLL_POSITIONS_STORAGE_KEY} />
    </>
  );
}
