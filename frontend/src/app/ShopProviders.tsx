import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../api/query-client';

/**
 * The data layer for a shop's pages. Not AppProviders: a shop's pages show no toasts, so they do
 * not load the toast code (the shop route's JavaScript budget, see scripts/bench-web.mjs).
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
