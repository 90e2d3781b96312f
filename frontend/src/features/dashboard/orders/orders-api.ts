import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminOrderPage,
  AdminOrderView,
  MailFailureView,
  MonthlyRevenueView,
  PrepListView,
} from '@bestelklaar/domain';
import { apiRequest } from '../../../api/client';
import { adminKeys } from '../dashboard-api';
import { ORDER_FALLBACKS } from './order-messages';

export type { AdminOrderView, MailFailureView, MonthlyRevenueView, PrepListView };

/** 'Vandaag Opgehaald', 'Vanaf morgen opgehaald', 'Verleden'. */
export type OrderPeriod = 'today' | 'future' | 'past';

/** How many past orders one 'Meer laden' brings. */
export const PAST_PAGE_SIZE = 20;
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

export const ordersQuery = (period: 'today' | 'future') =>
  queryOptions({
    queryKey: orderKeys.list(period),
    queryFn: ({ signal }) =>
      apiRequest<AdminOrderView[]>(`/admin/orders/${period}`, { signal, fallback: ORDER_FALLBACKS[period] }),
  });

export function useOrders(period: 'today' | 'future') {
  return useQuery(ordersQuery(period));
}

function pagePath(list: 'past' | 'recent', limit: number, cursor: string | null): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return `/admin/orders/${list}?${query}`;
}

export const pastOrdersQuery = () =>
  infiniteQueryOptions({
    queryKey: orderKeys.past(),
    queryFn: ({ signal, pageParam }) =>
      apiRequest<AdminOrderPage>(pagePath('past', PAST_PAGE_SIZE, pageParam), {
        signal,
        fallback: ORDER_FALLBACKS.past,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** Past orders, newest first, a page at a time ('Meer laden'). */
export function usePastOrders() {
  return useInfiniteQuery(pastOrdersQuery());
}

export const recentOrdersQuery = () =>
  queryOptions({
    queryKey: orderKeys.recent(),
    queryFn: ({ signal }) =>
      apiRequest<AdminOrderPage>(pagePath('recent', RECENT_COUNT, null), {
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

/** What to prepare on `date` (`YYYY-MM-DD`) per pickup slot; nothing is asked without a day. */
export function usePrepList(date: string) {
  return useQuery(
    queryOptions({
      queryKey: orderKeys.prepList(date),
      queryFn: ({ signal }) =>
        apiRequest<PrepListView>(`/admin/orders/prep-list?date=${encodeURIComponent(date)}`, {
          signal,
          fallback: ORDER_FALLBACKS.prepList,
        }),
      enabled: date !== '',
    }),
  );
}

/** Mails that finally failed; the details dialog shows those of its order ('E-mail niet verzonden'). */
export function useMailFailures() {
  return useQuery(
    queryOptions({
      queryKey: orderKeys.mailFailures(),
      queryFn: ({ signal }) =>
        apiRequest<MailFailureView[]>('/admin/mail/failures', {
          signal,
          fallback: ORDER_FALLBACKS.mailFailures,
        }),
    }),
  );
}

/** Every orders answer depends on an order's state, so a change refreshes them all. */
function useOrderChange<T>(send: (orderId: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export function useMarkPickedUp() {
  return useOrderChange((orderId) =>
    apiRequest<AdminOrderView>(`/admin/orders/${orderId}/mark-picked-up`, {
      method: 'PUT',
      body: { markedAsPickedUp: true },
      fallback: ORDER_FALLBACKS.markPickedUp,
    }),
  );
}

export function useMarkReady() {
  return useOrderChange((orderId) =>
    apiRequest<AdminOrderView>(`/admin/orders/${orderId}/mark-ready`, {
      method: 'PUT',
      body: { ready: true },
      fallback: ORDER_FALLBACKS.markReady,
    }),
  );
}

export function useResendMail() {
  return useOrderChange((mailId) =>
    apiRequest<void>(`/admin/mail/${mailId}/resend`, { method: 'POST', fallback: ORDER_FALLBACKS.resend }),
  );
}
