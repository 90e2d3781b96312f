import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
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

/**
 * What the owner narrows a list by, applied on the server: `search` (a name, an order number or a
 * phone), picked up or not, and on the past a range of pickup days (`YYYY-MM-DD`, both included).
 */
export interface OrderListFilter {
  search?: string;
  pickedUp?: boolean;
  from?: string;
  to?: string;
}

/** The filter as query parameters; what is not set is left out. */
export function filterParams({ search, pickedUp, from, to }: OrderListFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (search?.trim()) query.set('search', search.trim());
  if (pickedUp !== undefined) query.set('pickedUp', String(pickedUp));
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  return query;
}

export const orderKeys = {
  all: [...adminKeys.all, 'orders'] as const,
  list: (period: 'today' | 'future', filter: OrderListFilter = {}) =>
    [...orderKeys.all, 'list', period, filter] as const,
  past: (filter: OrderListFilter = {}) => [...orderKeys.all, 'list', 'past', filter] as const,
  recent: () => [...orderKeys.all, 'recent'] as const,
  revenue: () => [...orderKeys.all, 'revenue'] as const,
  prepList: (date: string) => [...orderKeys.all, 'prep-list', date] as const,
  mailFailures: () => [...orderKeys.all, 'mail-failures'] as const,
};

/** The orders screen's query parameter that opens one order's details (the home screen's rows link to it). */
export const ORDER_DETAILS_PARAM = 'bestelling';

export const orderDetailsPath = (orderId: string) =>
  `/dashboard/bestellingen?${ORDER_DETAILS_PARAM}=${encodeURIComponent(orderId)}`;

export const ordersQuery = (period: 'today' | 'future', filter: OrderListFilter = {}) =>
  queryOptions({
    queryKey: orderKeys.list(period, filter),
    queryFn: ({ signal }) => {
      const query = filterParams(filter).toString();
      return apiRequest<AdminOrderView[]>(`/admin/orders/${period}${query ? `?${query}` : ''}`, {
        signal,
        fallback: ORDER_FALLBACKS[period],
      });
    },
  });

export function useOrders(period: 'today' | 'future', filter: OrderListFilter = {}) {
  return useQuery({ ...ordersQuery(period, filter), placeholderData: keepPreviousData });
}

/** The path of a page of orders, newest first: `limit` of them, from `cursor` on, narrowed by `filter`. */
export function orderPagePath(
  list: 'past' | 'recent',
  limit: number,
  cursor: string | null,
  filter: OrderListFilter = {},
): string {
  const query = filterParams(filter);
  query.set('limit', String(limit));
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
