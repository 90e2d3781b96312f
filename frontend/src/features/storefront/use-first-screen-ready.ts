import { useEffect, useState, type RefObject } from 'react';

/** A slow photo never holds the page longer than this after its data is there. */
export const FIRST_SCREEN_IMAGE_CAP_MS = 1500;

/**
 * True once the content is there and its first screen's photos (every image not loading lazily) have
 * loaded or failed, or the cap has passed, whichever comes first. It stays true from then on. On the
 * page the server rendered, boot.js may have seen to that before the app ran: then it starts true.
 */
export function useFirstScreenReady(
  content: RefObject<HTMLElement | null>,
  contentShown: boolean,
  shop: string,
): boolean {
  const [ready, setReady] = useState(() => revealedBeforeTheApp(shop));

  useEffect(() => {
    if (!contentShown || ready) return;
    const images = [...(content.current?.querySelectorAll('img') ?? [])].filter(
      (image) => image.getAttribute('loading') !== 'lazy' && !image.complete,
    );
    if (images.length === 0) {
      setReady(true);
      return;
    }
    let waiting = images.length;
    const settle = () => {
      waiting -= 1;
      if (waiting === 0) setReady(true);
    };
    for (const image of images) {
      image.addEventListener('load', settle, { once: true });
      image.addEventListener('error', settle, { once: true });
    }
    const cap = window.setTimeout(() => setReady(true), FIRST_SCREEN_IMAGE_CAP_MS);
    return () => {
      window.clearTimeout(cap);
      for (const image of images) {
        image.removeEventListener('load', settle);
        image.removeEventListener('error', settle);
      }
    };
  }, [content, contentShown, ready]);

  return ready;
}

/** The mark public/boot.js leaves on `#root` once it revealed this shop's server-rendered page. */
function revealedBeforeTheApp(shop: string): boolean {
  return typeof document !== 'undefined' && document.getElementById('root')?.dataset.shopRevealed === shop;
}
