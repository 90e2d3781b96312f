import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { forgetPaymentProvider } from './api/payment-provider-api';
import { storefronts } from './features/storefront/storefront-api';
import { i18n } from './i18n/i18n';
import { server } from './test/server';
import { listenForUntranslatedTexts, takeUntranslatedTexts } from './test/untranslated-texts';

// jsdom lacks these: the Radix popovers, switches and radio groups measure themselves, and lists
// scroll the chosen row into view.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// jsdom's browser prefers English; the tests' customer reads Dutch (the spec's texts) unless a test says otherwise.
Object.defineProperty(navigator, 'languages', { value: ['nl-BE', 'nl'], configurable: true });

// Screens load their parts lazily; on a busy two-core CI machine importing one can outlast Testing
// Library's 1 s for findBy/waitFor. Waiting longer for what must appear never passes what is absent.
configure({ asyncUtilTimeout: 5000 });

/** Requests no handler answered; MSW fails them, and the test that made them fails too. */
const unhandled: string[] = [];
server.events.on('request:unhandled', ({ request }) => {
  unhandled.push(`${request.method} ${request.url}`);
});

listenForUntranslatedTexts();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // The page's module-level reads: each test starts with none, as a page load would.
  storefronts.clear();
  forgetPaymentProvider();
  // Dutch is every test's language unless it switches.
  i18n.activate('nl');
  document.documentElement.lang = 'nl';
  server.resetHandlers();
  if (unhandled.length > 0) throw new Error(`Requests without a handler: ${unhandled.splice(0).join(', ')}`);
  const untranslated = takeUntranslatedTexts();
  if (untranslated.length > 0) throw new Error(`Texts shown untranslated: ${untranslated.join('; ')}`);
});

afterAll(() => {
  server.close();
  // The next file in this worker starts at the page's address, as a page load would.
  window.history.replaceState(null, '', '/');
});
