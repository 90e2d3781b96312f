import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * An open phone menu lies over the page: the page behind it does not scroll, Escape closes it and
 * gives focus back to its button, and it closes when the screen grows past `smallScreen` (a media
 * query), where the menu is no longer a layer.
 */
export function useMenuOverlay({
  open,
  close,
  button,
  smallScreen,
}: {
  open: boolean;
  close(): void;
  button: RefObject<HTMLElement | null>;
  smallScreen: string;
}): void {
  const closeMenu = useEffectEvent(close);

  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeMenu();
      button.current?.focus();
    };
    const media = window.matchMedia?.(smallScreen);
    const closeOnLargeScreen = () => {
      if (!media?.matches) closeMenu();
    };
    document.addEventListener('keydown', closeOnEscape);
    media?.addEventListener('change', closeOnLargeScreen);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', closeOnEscape);
      media?.removeEventListener('change', closeOnLargeScreen);
    };
  }, [open, button, smallScreen]);
}
