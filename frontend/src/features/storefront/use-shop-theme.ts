import { useLayoutEffect } from 'react';

/**
 * A shop's page wears the shop's choice, dark or light, whatever the visitor's system prefers: its
 * logo and banner were picked for it. Until the shop is known, and after leaving it, the page
 * follows the system again (see lib/theme.ts, which leaves a locked theme alone).
 */
export function useShopTheme(darkMode: boolean | undefined): void {
  useLayoutEffect(() => {
    if (darkMode === undefined) return;
    const root = document.documentElement;
    root.dataset.theme = darkMode ? 'dark' : 'light';
    root.dataset.themeLocked = 'true';
    return () => {
      delete root.dataset.themeLocked;
      root.dataset.theme = window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    };
  }, [darkMode]);
}
