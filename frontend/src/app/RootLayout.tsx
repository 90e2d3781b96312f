import { useLayoutEffect, useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useHydrated } from '../lib/use-hydrated';
import { useEarlyClicks } from './early-clicks';
import { SCROLL_POSITIONS_STORAGE_KEY, scrollPositionKey } from './scroll-positions';

/**
 * Around every page, public, dashboard and shop alike: a page reached by a link opens at its top
 * (or at its #section), and Back returns to where the page was left; a button pressed before the
 * app ran still does its work.
 */
export function RootLayout() {
  useEarlyClicks();
  const takingOver = !useHydrated();
  const scrollAtTakeOver = useRef(0);
  return (
    <>
      <Outlet />
      {/*
       * ScrollRestoration sends a page loaded anew to its top as the app takes it over; a page
       * rendered ahead that the visitor already scrolled stays where it is (the same commit, so
       * nothing moves on screen). A reload, not yet scrolled, still returns to its saved place.
       */}
      <LayoutEffect run={() => takingOver && (scrollAtTakeOver.current = window.scrollY)} />
      <ScrollRestoration getKey={scrollPositionKey} storageKey={SCROLL_POSITIONS_STORAGE_KEY} />
      <LayoutEffect
        run={() => takingOver && scrollAtTakeOver.current > 0 && window.scrollTo(0, scrollAtTakeOver.current)}
      />
    </>
  );
}

/** Runs `run` after every render of its place in the tree, before the browser paints. */
function LayoutEffect({ run }: { run: () => unknown }) {
  useLayoutEffect(() => void run());
  return null;
}
