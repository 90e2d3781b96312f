import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Loader } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { ToastProvider } from '@bestelklaar/design-system';
import { parseLanguage, DEFAULT_LANGUAGE, type Language } from '@bestelklaar/domain';
import { queryClient } from '../api/query-client';
import { forgetPaymentProvider } from '../api/payment-provider-api';
import { storefronts } from '../features/storefront/storefront-api';
import { activateLanguage, i18n } from '../i18n/i18n';
import { clearSession, storeSession } from '../lib/session';
import { api, defaultHandlers } from '../test/handlers';

/**
 * Whole screens in Storybook: the real pages and their providers, their data answered at the
 * network by the handlers and fixtures the frontend tests use (src/test/). In the browser a service
 * worker answers (msw/browser, script in .storybook/public); in the tests MSW's node server does
 * (screens.test.tsx hands it over with `answerWith`).
 */

/** What a screen story sets: the handlers on top of a new shop's defaults (src/test/handlers.ts). */
export interface ScreenParameters {
  /** Answers for this screen; anything else the screen asks gets the defaults. */
  network?: RequestHandler[];
  /** A dashboard screen: a signed-in session, as the dashboard needs. */
  signedIn?: boolean;
  /** The screen shows an error state on purpose (the test expects it instead of failing on it). */
  showsError?: boolean;
  /** What the browser kept from before (a cart, a flag), in localStorage; gone again at the next story. */
  stored?: Record<string, string>;
}

interface Network {
  resetHandlers(...handlers: RequestHandler[]): void;
  use(...handlers: RequestHandler[]): void;
}

let network: Promise<Network> | undefined;

/** The localStorage keys the story before stored: a cart left there would show in the next shop screen. */
let storedKeys: string[] = [];

/** The tests' MSW server instead of the browser's worker. */
export function answerWith(server: Network): void {
  network = Promise.resolve(server);
}

async function startWorker(): Promise<Network> {
  const { setupWorker } = await import('msw/browser');
  // The orders' live stream, which jsdom has no EventSource for: open, and quiet, as on a calm day.
  const live = http.get(
    api('/live'),
    () =>
      new HttpResponse(new ReadableStream({ start() {} }), {
        headers: { 'Content-Type': 'text/event-stream' },
      }),
  );
  const worker = setupWorker(...defaultHandlers, live);
  // Relative: the published Storybook may live under any path of a static host.
  await worker.start({
    serviceWorker: { url: './mockServiceWorker.js' },
    // Storybook's own files pass untouched; a screen's request without an answer meets the static host's 404.
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
  return worker;
}

/** The toolbar's theme as the story's render last read it (see `storyTheme`). */
let shownTheme: 'light' | 'dark' = 'light';

/**
 * The toolbar's theme, for answers that carry it: a shop's page wears the shop's own choice (its
 * storefront's darkMode, use-shop-theme.ts), so a shop screen is dark when its shop says dark.
 * Read when the request is answered, so a switch in the toolbar reaches the screen shown again.
 */
export const storyTheme = () => shownTheme;

/** The toolbar's language and theme, for a story's render: what its screen is keyed by. */
export function storyGlobals(globals: Record<string, unknown>) {
  shownTheme = globals.theme === 'dark' ? 'dark' : 'light';
  return { language: storyLanguage(globals), theme: shownTheme };
}

/** The toolbar's language, Dutch unless it names another. */
export const storyLanguage = (globals: Record<string, unknown>): Language =>
  parseLanguage(String(globals.locale ?? '')) ?? DEFAULT_LANGUAGE;

/**
 * Before each screen story: this story's answers at the network, nothing kept from the story before
 * (the data cache, the shop reads, the session), and the toolbar's language loaded and active.
 */
export const screenLoader: Loader = async ({ parameters, globals }) => {
  const screen = (parameters.screen ?? {}) as ScreenParameters;
  network ??= startWorker();
  const answers = await network;
  answers.resetHandlers();
  answers.use(...(screen.network ?? []));
  queryClient.clear();
  storefronts.clear();
  forgetPaymentProvider();
  for (const key of storedKeys) localStorage.removeItem(key);
  storedKeys = Object.keys(screen.stored ?? {});
  for (const [key, value] of Object.entries(screen.stored ?? {})) localStorage.setItem(key, value);
  if (screen.signedIn) storeSession(sessionToken);
  else clearSession();
  await activateLanguage(storyLanguage(globals));
  return {};
};

/** A session's token as the server signs it: its payload names the shop (see lib/session.ts). */
const sessionToken = `story.${btoa(JSON.stringify({ sub: 'user-1', shop: 'shop-1' }))}.token`;

const NothingYet = () => null;

/**
 * `routes` in a memory router at `path`, inside the app's providers: the data cache, the texts in
 * the active language, and the toasts the dashboard shows.
 */
export function Screen({ routes, path }: { routes: RouteObject[]; path: string }) {
  // Nothing while the first route's loader runs (the session, the language), as the app's boot page.
  const [router] = useState(() => {
    // A screen shown again (the toolbar switched) reads its data afresh, in the new language and theme.
    queryClient.clear();
    storefronts.clear();
    return createMemoryRouter(
      routes.map((route) => ({ HydrateFallback: NothingYet, ...route })),
      { initialEntries: [path] },
    );
  });
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
