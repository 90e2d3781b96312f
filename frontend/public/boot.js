/* global document, localStorage, matchMedia, requestAnimationFrame, setTimeout */
// Runs before a page's first paint (a blocking script in <head>, see index.html).
(() => {
  // The system's light or dark preference, so the page does not flash in the wrong theme;
  // the app keeps it current afterwards (src/lib/theme.ts). A shop's page arrives with the shop's
  // own theme, locked (backend storefront-page.ts): that one stays.
  const root = document.documentElement;
  if (!root.dataset.themeLocked) {
    root.dataset.theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }

  // A prerendered page shows the logged-out navigation; with a stored session (the key of
  // src/lib/session.ts) it stays hidden until the app shows the right one.
  try {
    if (localStorage.getItem('token') !== null) root.dataset.session = 'stored';
  } catch {
    // Storage can be blocked; the app then decides alone.
  }

  // A prerendered page (frontend/build/prerender-pages.ts) is complete without scripts: it names
  // the app's entry and chunks here, and they load only after its first paint instead of competing
  // with it for the network.
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const href of (script.dataset.preload ?? '').split(' ').filter(Boolean)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
      import(entry);
    }),
  );
})();
