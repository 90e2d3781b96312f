import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec: a section counts as the current one once its top is within 120 px of the window's top. */
export const ACTIVE_SECTION_OFFSET = 120;
/** A programmatic scroll counts as done once no scroll event came for this long. */
const SCROLL_SETTLE_MS = 150;
/** What the visitor does to scroll by hand. */
const SCROLL_INTENTS = ['wheel', 'touchmove', 'keydown'] as const;
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

/**
 * Which of the sections (element ids, in page order) the visitor is reading: the last one whose top
 * has passed the offset, and the last one once the page is scrolled to its end. Follows the scroll
 * through one passive listener, at most once a frame. `select` makes a section current at once and
 * keeps it so while the page scrolls there, until the visitor scrolls by hand.
 */
export function useActiveSection(elementIds: readonly string[]) {
  const [active, setActive] = useState<string | undefined>(elementIds[0]);
  const following = useRef(true);
  const settleTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    let frame: number | undefined;
    const measure = () => {
      frame = undefined;
      if (!following.current || elementIds.length === 0) return;
      const atEnd =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2 &&
        window.scrollY > 0;
      let current = elementIds[0];
      for (const id of elementIds) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= ACTIVE_SECTION_OFFSET) current = id;
      }
      setActive(atEnd ? elementIds.at(-1) : current);
    };
    const onScroll = () => {
      if (!following.current) {
        window.clearTimeout(settleTimer.current);
        // The chosen section stays current until the visitor scrolls on (near the page's end it
        // may not reach the top, and would otherwise lose to the last section).
        settleTimer.current = window.setTimeout(() => (following.current = true), SCROLL_SETTLE_MS);
        return;
      }
      frame ??= window.requestAnimationFrame(measure);
    };
    // The visitor scrolling by hand ends a chosen section's hold at once.
    const onScrollIntent = (event: Event) => {
      if (following.current) return;
      if (event instanceof KeyboardEvent && !SCROLL_KEYS.has(event.key)) return;
      following.current = true;
      window.clearTimeout(settleTimer.current);
      frame ??= window.requestAnimationFrame(measure);
    };
    // The page can move under a still window: the sections after the first screen arrive, photos
    // load, the browser put back the scroll before this listened, or showed the page from its cache.
    const onLayout = () => {
      frame ??= window.requestAnimationFrame(measure);
    };
    const pageGrows = new ResizeObserver(onLayout);
    measure();
    pageGrows.observe(document.body);
    window.addEventListener('pageshow', onLayout);
    window.addEventListener('scroll', onScroll, { passive: true });
    for (const type of SCROLL_INTENTS) window.addEventListener(type, onScrollIntent, { passive: true });
    return () => {
      pageGrows.disconnect();
      window.removeEventListener('pageshow', onLayout);
      window.removeEventListener('scroll', onScroll);
      for (const type of SCROLL_INTENTS) window.removeEventListener(type, onScrollIntent);
      if (frame !== undefined) window.cancelAnimationFrame(frame);
      window.clearTimeout(settleTimer.current);
    };
  }, [elementIds]);

  const select = useCallback((id: string) => {
    setActive(id);
    following.current = false;
    window.clearTimeout(settleTimer.current);
    // Where the page cannot scroll further, no scroll event comes: follow again soon all the same.
    settleTimer.current = window.setTimeout(() => (following.current = true), SCROLL_SETTLE_MS);
  }, []);

  return { active, select };
}
