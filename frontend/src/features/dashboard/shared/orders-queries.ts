import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderPage, AdminOrderView, MonthlyRevenueView } from '@bestelklaar/domain';
import { apiRequest } from '../../../api/client';
import { adminKeys } from './dashboard-api';
import { ORDER_FALLBACKS } from './order-messages';

/**
 * The orders that the home screen and the orders screen both read, and their cache keys. The rest
 * (past orders, prep lists, mail failures, the changes) is the orders screen's: orders/orders-api.ts.
 */

/** What the home screen's 'Recent binnengekomen' shows, and what new-order alerts look through. */
export const RECENT_COUNT = 10;

export const orderKeys = {
  all: [...adminKeys.all, 'orders'] as const,
  list: (period: 'today' | 'future') => [...orderKeys.all, 'list', period] as const,
  past: () => [...orderKeys.all, 'list', 'past'] as const,
  recent: () => [...orderKeys.all, 'recent'] as const,
  revenue: () => [...orderKeys.all, 'revenue'] as const,
  prepList: (date: string) => [...orderKeys.all, 'prep-list', date] as const,
  mailFailures: () => [...orderKeys.all, 'mail-failures'] as const,
};

/** The orders screen's query parameter that opens one order's details (the home screen's rows link to it). */
export const ORDER_DETAILS_PARAM = 'bestelling';

export const orderDetailsPath = (orderId: string) =>
  `/dashboard/bestellingen?${ORDER_DETAILS_PARAM}=${encodeURIComponent(orderId)}`;

export const ordersQuery = (period: 'today' | 'future') =>
  queryOptions({
    queryKey: orderKeys.list(period),
    queryFn: ({ signal }) =>
      apiRequest<AdminOrderView[]>(`/admin/orders/${period}`, { signal, fallback: ORDER_FALLBACKS[period] }),
  });

export function useOrders(period: 'today' | 'future') {
  return useQuery(ordersQuery(period));
}

/** The path of a page of orders, newest first: `limit` of them, from `cursor` on. */
export function orderPagePath(list: 'past' | 'recent', limit: number, cursor: string | null): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return `/admin/orders/${list}?${query}`;
}

export const recentOrdersQuery = () =>
  queryOptions({
    queryKey: orderKeys.recent(),
    queryFn: ({ signal }) =>
      apiRequest<AdminOrderPage>(orderPagePath('recent', RECENT_COUNT, null), {
        signal,
        fallback: ORDER_FALLBACKS.recent,
      }),
  });

/** The latest paid orders, newest first. */
export function useRecentOrders() {
  return useQuery(recentOrdersQuery());
}

export function useMonthlyRevenue() {
  return useQuery(
    queryOptions({
      queryKey: orderKeys.revenue(),
      queryFn: ({ signal }) =>
        apiRequest<MonthlyRevenueView>('/admin/orders/revenue/monthly', {
          signal,
          fallback: ORDER_FALLBACKS.revenue,
        }),
    }),
  );
}
