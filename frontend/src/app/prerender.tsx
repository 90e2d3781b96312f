import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './routes';

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
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} kan niet vooraf worden opgebouwd.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  return { markup, handle: context.matches.at(-1)?.route.handle };
}
