import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '@bestelklaar/design-system';

export interface ItemsPageRender {
  /** The screen under test and the paths it may lead to. */
  routes: { path: string; Component: ComponentType }[];
  path: string;
  /** Fills the cache before the screen reads it, e.g. with a list the dashboard read earlier. */
  prepare?(client: QueryClient): void;
  /** Answers stay fresh this long, as in the app; 0 unless a test says otherwise. */
  staleTime?: number;
}

/** Renders a products or menus screen as the dashboard does: router, queries without retries, toasts. */
export function renderItemsPage({ routes, path, prepare, staleTime = 0 }: ItemsPageRender) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime } } });
  prepare?.(client);
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { router, client };
}
