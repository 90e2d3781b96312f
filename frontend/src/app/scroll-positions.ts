import type { Location } from 'react-router';

/** Where the app keeps each page's scroll position for the tab (sessionStorage). */
export const SCROLL_POSITIONS_STORAGE_KEY = 'bestelklaar-scroll-positions';

export const address = (location: Pick<Location, 'pathname' | 'search'>) =>
  `${location.pathname}${location.search}`;

/**
 * The name a page's scroll position is kept under. An entry the app added to the history has its
 * own key; the entry of a page load has the key 'default' whatever the page, so it is named by its
 * address instead. Otherwise every page loaded in the tab would open where the last loaded one was left.
 */
export function scrollPositionKey(location: Location): string {
  return location.key === 'default' ? address(location) : location.key;
}

/**
 * A page loaded anew (a link from elsewhere, a typed address) opens at its top; only a reload or
 * Back and Forward bring it back where it was. Call before the router starts.
 */
export function forgetScrollPositionOfFreshLoad(): void {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  if ((navigation as PerformanceNavigationTiming | undefined)?.type !== 'navigate') return;
  changeKeptPositions((positions) => delete positions[address(window.location)]);
}

/** Where the page at `key` was left in this tab, if it was. */
export function keptPosition(key: string): number | undefined {
  try {
    const positions = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_STORAGE_KEY) ?? '{}') as Record<
      string,
      number
    >;
    return typeof positions[key] === 'number' ? positions[key] : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps where the page at `key` is left now. */
export function keepPosition(key: string, y: number): void {
  changeKeptPositions((positions) => (positions[key] = y));
}

function changeKeptPositions(change: (positions: Record<string, number>) => void): void {
  try {
    const positions = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_STORAGE_KEY) ?? '{}') as Record<
      string,
      number
    >;
    change(positions);
    sessionStorage.setItem(SCROLL_POSITIONS_STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage can be blocked or hold something else; then nothing was kept either.
  }
}
