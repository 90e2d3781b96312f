import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminOrderDetailView,
  AdminOrderPage,
  AdminOrderView,
  MailFailureView,
  MonthlyRevenueView,
  OrderMailView,
  PrepListView,
} from '@bestelklaar/domain';
import { apiRequest } from '../../../api/client';
import { ORDER_FALLBACKS } from '../shared/order-messages';
import { orderKeys, orderPagePath, type OrderListFilter } from '../shared/orders-queries';

export type { AdminOrderView, MailFailureView, MonthlyRevenueView, OrderMailView, PrepListView };

/** 'Vandaag Opgehaald', 'Vanaf morgen opgehaald', 'Verleden'. */
export type OrderPeriod = 'today' | 'future' | 'past';

/** How many past orders one 'Meer laden' brings. */
export const PAST_PAGE_SIZE = 20;

export const pastOrdersQuery = (filter: OrderListFilter = {}) =>
  infiniteQueryOptions({
    queryKey: orderKeys.past(filter),
    queryFn: ({ signal, pageParam }) =>
      apiRequest<AdminOrderPage>(orderPagePath('past', PAST_PAGE_SIZE, pageParam, filter), {
        signal,
        fallback: ORDER_FALLBACKS.past,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** Past orders, newest first, a page at a time ('Meer laden'), narrowed on the server by `filter`. */
export function usePastOrders(filter: OrderListFilter = {}) {
  return useInfiniteQuery({ ...pastOrdersQuery(filter), placeholderData: keepPreviousData });
}

/** What to prepare on `date` (`YYYY-MM-DD`) per pickup slot; nothing is asked without a day. */
/** `hidePickedUp`: the server leaves the orders picked up already out. */
export function usePrepList(date: string, hidePickedUp = false) {
  const pickedUp = hidePickedUp ? '&pickedUp=false' : '';
  return useQuery(
    queryOptions({
      queryKey: [...orderKeys.prepList(date), { hidePickedUp }],
      queryFn: ({ signal }) =>
        apiRequest<PrepListView>(`/admin/orders/prep-list?date=${encodeURIComponent(date)}${pickedUp}`, {
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

const CUSTOMER_MAILS_FALLBACK = 'Fout bij het ophalen van de verzonden e-mails.';

/** How often an order's mails are read again while one is on its way. */
export const MAIL_WAIT_REFETCH_MS = 2_000;

/**
 * The customer's mails about the owner's moves on the order ('Klant verwittigd via e-mail'). A mail
 * goes out a moment after the move, and its sending announces nothing: while `awaiting` says one is
 * on its way, they are read again every few seconds. Under the orders' key, so any order change reads
 * them again too.
 */
export function useCustomerMails(orderId: string, awaiting: (mails: OrderMailView[]) => boolean) {
  return useQuery({
    queryKey: [...orderKeys.all, 'customer-mails', orderId],
    queryFn: ({ signal }) =>
      apiRequest<OrderMailView[]>(`/admin/mail/orders/${encodeURIComponent(orderId)}`, {
        signal,
        fallback: CUSTOMER_MAILS_FALLBACK,
      }),
    refetchInterval: (query) =>
      query.state.data && awaiting(query.state.data) ? MAIL_WAIT_REFETCH_MS : false,
  });
}

const ORDER_DETAIL_FALLBACK = 'Fout bij het ophalen van de geschiedenis van de bestelling.';

/**
 * The order as its detail answer gives it, for its history ('Geschiedenis'). Under the orders' key,
 * so a move or refund (here or on another screen, heard live) reads it again.
 */
export function useOrderDetail(orderId: string) {
  return useQuery({
    queryKey: [...orderKeys.all, 'detail', orderId],
    queryFn: ({ signal }) =>
      apiRequest<AdminOrderDetailView>(`/admin/orders/${encodeURIComponent(orderId)}`, {
        signal,
        fallback: ORDER_DETAIL_FALLBACK,
      }),
  });
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

/** 'Gezien' on the server: who tapped it first is kept, and every open screen stops ringing. */
export const acknowledgeOrder = (orderId: string) =>
  apiRequest<AdminOrderView>(`/admin/orders/${encodeURIComponent(orderId)}/acknowledge`, {
    method: 'PUT',
    fallback: ORDER_FALLBACKS.acknowledge,
  });

export function useAcknowledge() {
  return useOrderChange(acknowledgeOrder);
}

export function useResendMail() {
  return useOrderChange((mailId) =>
    apiRequest<void>(`/admin/mail/${mailId}/resend`, { method: 'POST', fallback: ORDER_FALLBACKS.resend }),
  );
}
