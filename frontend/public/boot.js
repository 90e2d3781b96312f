/* global document, localStorage, matchMedia, requestAnimationFrame, setTimeout, window */
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

  // A shop's page the server rendered (backend storefront-page.ts) arrives behind its loading
  // overlay, which lifts once the first screen's photos are in (or after 1.5 s), as the app's own
  // useFirstScreenReady does; the mark on #root tells the app it need not cover the page again.
  document.addEventListener('DOMContentLoaded', () => {
    const page = document.querySelector('[data-shop-page]');
    const content = page?.querySelector('[data-shop-content]');
    if (!page || !content) return;
    const reveal = () => {
      if (!page.hasAttribute('aria-busy')) return;
      page.removeAttribute('aria-busy');
      // The loading overlay, ShopPage's first element.
      page.firstElementChild.dataset.state = 'hidden';
      document.getElementById('root').dataset.shopRevealed = page.dataset.shopPage;
    };
    const loading = [...content.querySelectorAll('img')].filter(
      (image) => image.loading !== 'lazy' && !image.complete,
    );
    let waiting = loading.length;
    const settle = () => (waiting -= 1) <= 0 && reveal();
    for (const image of loading) image.onload = image.onerror = settle;
    setTimeout(reveal, 1500);
    if (waiting === 0) reveal();
  });
  // Until the app has taken the page over, a press on a button is kept rather than lost, and handed
  // to the app once it runs (src/app/early-clicks.ts). Links and <details> work without the app.
  const earlyClicks = (window.earlyClicks = []);
  document.addEventListener(
    'click',
    (event) => {
      const button = root.dataset.app ? null : event.target.closest?.('button');
      if (!button) return;
      event.preventDefault();
      event.stopPropagation();
      earlyClicks.push(button);
    },
    true,
  );

  // A few chunks at a time: each asked-for file holds a phone's main thread a moment, and a tap
  // in between should not wait for thirty of them.
  const preloads = (script.dataset.preload ?? '').split(' ').filter(Boolean);
  const preloadSome = () => {
    for (const href of preloads.splice(0, 3)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    if (preloads.length > 0) setTimeout(preloadSome);
  };
  requestAnimationFrame(() =>
    setTimeout(() => {
      import(entry);
      preloadSome();
    }),
  );
})();
