import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ToastProvider } from '@bestelklaar/design-system';
import { queryClient } from '../api/query-client';

/**
 * The data layer and toasts, for every page that talks to the API. A layout route that loads with
 * its first such page, so the marketing pages load neither.
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    </QueryClientProvider>
  );
}
