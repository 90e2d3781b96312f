import { useRef } from 'react';

interface Opener {
  element: HTMLElement;
  /** How to recognise the opener if the page replaced it meanwhile: its tag and its name. */
  tagName: string;
  name: string;
}

const nameOf = (element: Element) =>
  (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();

function canTakeFocus(element: HTMLElement): boolean {
  return (
    element.isConnected &&
    !element.matches(':disabled, [inert] *, [aria-hidden="true"] *') &&
    // Not shown (e.g. in a closed menu): no. Where the check is missing (jsdom), assume it is shown.
    (typeof element.checkVisibility !== 'function' || element.checkVisibility())
  );
}

/**
 * The opener itself when it is still on the page; otherwise the element that took its place (same
 * tag, same name, e.g. an 'add' button that moved from the empty state to the page header);
 * otherwise the page's main content.
 */
function focusTargetFor(opener: Opener | null): HTMLElement | null {
  if (opener) {
    if (canTakeFocus(opener.element)) return opener.element;
    const twin = Array.from(document.querySelectorAll<HTMLElement>(opener.tagName)).find(
      (candidate) => opener.name !== '' && nameOf(candidate) === opener.name && canTakeFocus(candidate),
    );
    if (twin) return twin;
  }
  return document.querySelector<HTMLElement>('main[tabindex]');
}

/**
 * A controlled dialog without a Radix Trigger does not know what opened it, so Radix drops focus
 * on the page body when it closes. This remembers the focused element as the dialog opens and
 * gives focus back to it (or to its stand-in) when the dialog has closed: spread the result on
 * the dialog's Content.
 */
export function useReturnFocus() {
  const opener = useRef<Opener | null>(null);

  return {
    onOpenAutoFocus(event: Event) {
      const active = document.activeElement;
      // A second mount of the same dialog (React's strict mode) finds focus already inside it.
      if (!(active instanceof HTMLElement) || active === document.body) opener.current = null;
      else if (!(event.currentTarget instanceof Node && event.currentTarget.contains(active)))
        opener.current = { element: active, tagName: active.tagName, name: nameOf(active) };
    },
    onCloseAutoFocus(event: Event) {
      event.preventDefault();
      focusTargetFor(opener.current)?.focus();
      opener.current = null;
    },
  };
}
