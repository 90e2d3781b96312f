import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from 'react-router';
import { LOCALES, translateMessage, type StorefrontView } from '@bestelklaar/domain';
import { storefronts } from '../features/storefront/storefront-api';
import { i18n, provideCustomerMessages } from '../i18n/i18n';
import { messages as english } from '../locales/en/messages.po';
import { messages as french } from '../locales/fr/messages.po';
import { routes } from './routes';
import { ShopApp } from './ShopApp';

// Every language's texts at hand: a shop's page is rendered in one synchronous pass, in its read's language.
i18n.load({ fr: french, en: english });
provideCustomerMessages(translateMessage);

export interface PrerenderedPage {
  markup: string;
  /** The page's `handle` export, e.g. its title and description. */
  handle: unknown;
}

/**
 * Renders a public page to HTML at build time (see frontend/build/prerender-pages.ts), so it shows
 * before any script has run; the app then takes over the same markup.
 */
export async function prerender(path: string): Promise<PrerenderedPage> {
  const page = await staticPage(path);
  return { markup: page.render(), handle: page.handle };
}

/**
 * A shop's page as HTML, rendered by the server from the storefront read it inlines (backend
 * storefront-pages.ts), so the shop paints before any script has run; the app then takes over.
 */
export async function prerenderShop(view: StorefrontView): Promise<string> {
  const { language } = view;
  // Rendering is synchronous: no other page is rendered in between, and none sees this one's data
  // or its language.
  storefronts.keep(view);
  i18n.activate(language, [LOCALES[language]]);
  try {
    // The shop page's own app (ShopApp.tsx), which the page loads to take this markup over.
    return renderToString(
      <StaticRouter location={`/${view.shop}`}>
        <ShopApp />
      </StaticRouter>,
    );
  } finally {
    storefronts.clear();
  }
}

/** The page at `path` with its route modules loaded, ready to render. */
async function staticPage(path: string): Promise<{ render: () => string; handle: unknown }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} kan niet vooraf worden opgebouwd.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return {
    render: () => renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />),
    handle: context.matches.at(-1)?.route.handle,
  };
}
