import { useEffect } from 'react';

declare global {
  interface Window {
    /** Buttons pressed before the app took over a page rendered ahead, in order (public/boot.js). */
    earlyClicks?: HTMLButtonElement[];
  }
}

/**
 * Once the app has taken over a page rendered ahead, the presses public/boot.js kept meanwhile are
 * given to the very buttons they were meant for (the app keeps the page's elements), so a customer
 * who tapped 'Toevoegen' while the app was still loading finds the item in the cart.
 */
export function useEarlyClicks(): void {
  useEffect(() => {
    document.documentElement.dataset.app = 'running';
    // A button disabled by now takes no click; one gone has nothing left to do.
    for (const button of window.earlyClicks?.splice(0) ?? []) if (button.isConnected) button.click();
  }, []);
}
