import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { queryClient } from '../../../api/query-client';

/**
 * The data layer for the checkout's parts (the order form, the pending-payment dialog): the shop's
 * own page loads it with them, not on its first load. Where one is given already (the app's
 * routes, a test's fresh cache), that one serves.
 */
export function ShopQueries({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  if (given) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
