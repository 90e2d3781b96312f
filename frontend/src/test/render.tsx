import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ToastProvider } from '@bestelklaar/design-system';
import { i18n } from '../i18n/i18n';

/**
 * A fresh cache for one test, without retries: a failed call fails at once. `queries` adds what the
 * test needs on top, such as the app's `staleTime`.
 */
export function testQueryClient(queries: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, ...queries }, mutations: { retry: false } },
  });
}

/** For `renderHook`: the hooks read from `client`, a fresh test cache unless given. */
export function queryWrapper(client = testQueryClient()) {
  return function QueryWrapper({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </I18nProvider>
    );
  };
}

export interface ProvidersOptions {
  /** The cache; a fresh test cache unless given (give one to fill or watch it). */
  client?: QueryClient;
  /** The toasts that AppProviders gives the dashboard and the sign-in pages; a shop's pages have none. */
  toasts?: boolean;
}

function Providers({ client, toasts, children }: Required<ProvidersOptions> & { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        {toasts ? <ToastProvider>{children}</ToastProvider> : children}
      </QueryClientProvider>
    </I18nProvider>
  );
}

/**
 * Renders `ui` as the app's providers would: in a fresh cache, with toasts when asked, and inside a
 * MemoryRouter at `route` when given (for components with links). Answers the cache with the render.
 */
export function renderWithQuery(
  ui: ReactNode,
  { client = testQueryClient(), toasts = false, route }: ProvidersOptions & { route?: string } = {},
) {
  const routed = route === undefined ? ui : <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>;
  const view = render(
    <Providers client={client} toasts={toasts}>
      {routed}
    </Providers>,
  );
  return { client, ...view };
}

/**
 * Renders `routes` in a memory router at `path`, inside the providers (see renderWithQuery). Answers
 * the router, to follow where the page goes, and the cache with the render.
 */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  { client = testQueryClient(), toasts = false }: ProvidersOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers client={client} toasts={toasts}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, client, ...view };
}
