import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  ORDER_MESSAGES,
  translateMessage,
  type OrderPayload,
  type PlaceOrderAnswer,
  type PricesChangedAnswer,
  type PublicOrderView,
  type SlotAvailabilityView,
  type UnavailableAnswer,
} from '@bestelklaar/domain';
import { ApiError } from '../../../api/api-error';
import { activeLanguage, i18n } from '../../../i18n/i18n';
import { shopRequest } from '../shop-request';

export const orderKeys = {
  all: ['storefront-orders'] as const,
  shop: (shop: string) => [...orderKeys.all, shop] as const,
  availability: (shop: string, from: string, days: number) =>
    [...orderKeys.shop(shop), 'availability', from, days] as const,
  order: (shop: string, orderId: string) => [...orderKeys.shop(shop), 'order', orderId] as const,
};

/** The spec fixes only the order's fallback; the others follow its 'Er is iets misgegaan tijdens…'. */
const FALLBACKS = {
  availability: msg`Er is iets misgegaan tijdens het laden van de vrije tijdslots.`,
  order: msg`Er is iets misgegaan tijdens het ophalen van je bestelling.`,
  cancel: msg`Er is iets misgegaan tijdens het annuleren van je bestelling.`,
};

/** What a failed call says when the server said nothing, in the language the page shows now. */
export function orderFallback(call: 'place' | keyof typeof FALLBACKS): string {
  return call === 'place'
    ? translateMessage(ORDER_MESSAGES.failed, activeLanguage())
    : i18n._(FALLBACKS[call]);
}

const shopPath = (shop: string) => `/shop/${encodeURIComponent(shop)}`;

export function placeOrder(shop: string, payload: OrderPayload): Promise<PlaceOrderAnswer> {
  return shopRequest<PlaceOrderAnswer>(`${shopPath(shop)}/orders`, {
    method: 'POST',
    body: payload,
    auth: false,
    fallback: orderFallback('place'),
  });
}

export function usePlaceOrder(shop: string) {
  return useMutation({ mutationFn: (payload: OrderPayload) => placeOrder(shop, payload) });
}

/** The 409 that says the cart's prices are not the shop's any more. */
export function isPricesChanged(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    (error.body as Partial<PricesChangedAnswer> | undefined)?.code === 'prices-changed'
  );
}

/** Any other 409: what the order asks is no longer to be had (stock, sold out, ordering paused). */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/** The 409 that says how many of each line the shop can still give; undefined for anything else. */
export function unavailableLines(error: unknown): UnavailableAnswer['lines'] | undefined {
  if (!isConflict(error)) return undefined;
  const body = (error as ApiError).body as Partial<UnavailableAnswer> | undefined;
  return body?.code === 'unavailable' && Array.isArray(body.lines) ? body.lines : undefined;
}

/** The 409 that says the chosen piece filled up meanwhile (it names the time slot). */
export function isSlotFull(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.fields.timeSlot !== undefined;
}

export function getSlotAvailability(
  shop: string,
  from: string,
  days: number,
  signal?: AbortSignal,
): Promise<SlotAvailabilityView> {
  return shopRequest<SlotAvailabilityView>(`${shopPath(shop)}/slot-availability?from=${from}&days=${days}`, {
    signal,
    auth: false,
    fallback: orderFallback('availability'),
  });
}

export const slotAvailabilityQuery = (shop: string, from: string, days: number) =>
  queryOptions({
    queryKey: orderKeys.availability(shop, from, days),
    queryFn: ({ signal }) => getSlotAvailability(shop, from, days, signal),
    // Pieces fill up while the customer chooses: look again now and then, and when they come back.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export function useSlotAvailability(shop: string, from: string, days: number) {
  return useQuery(slotAvailabilityQuery(shop, from, days));
}

/** An order as its customer reaches it: its id and its secret (both from the payment result link). */
export interface OrderAccess {
  orderId: string;
  orderKey: string;
}

const orderPath = (shop: string, { orderId, orderKey }: OrderAccess, action = '') =>
  `${shopPath(shop)}/orders/${encodeURIComponent(orderId)}${action}?key=${encodeURIComponent(orderKey)}`;

export function getPublicOrder(
  shop: string,
  access: OrderAccess,
  sessionId: string | null,
  signal?: AbortSignal,
): Promise<PublicOrderView> {
  const session = sessionId ? `&session_id=${encodeURIComponent(sessionId)}` : '';
  return shopRequest<PublicOrderView>(`${orderPath(shop, access)}${session}`, {
    signal,
    auth: false,
    fallback: orderFallback('order'),
  });
}

/** How long the success page waits for a payment to be confirmed, and how often it asks. */
export const CONFIRMATION_POLLING = {
  giveUpAfterMs: 120_000,
  /** Every 2 s at first, then less often: most payments are confirmed within seconds. */
  intervalAfter: (elapsedMs: number) => (elapsedMs < 30_000 ? 2_000 : elapsedMs < 60_000 ? 5_000 : 10_000),
} as const;

export const publicOrderQuery = (shop: string, access: OrderAccess, sessionId: string | null) =>
  queryOptions({
    queryKey: orderKeys.order(shop, access.orderId),
    queryFn: ({ signal }) => getPublicOrder(shop, access, sessionId, signal),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });

/**
 * The order on the success page, asked again while its payment is pending (less often as time goes
 * by) until it is paid or expired, or until `polling` is false.
 */
export function usePublicOrder(
  shop: string,
  access: OrderAccess,
  sessionId: string | null,
  polling: { active: boolean; startedAt: number },
) {
  return useQuery({
    ...publicOrderQuery(shop, access, sessionId),
    enabled: access.orderId !== '',
    refetchInterval: (query) =>
      polling.active && query.state.data?.status === 'pending'
        ? CONFIRMATION_POLLING.intervalAfter(Date.now() - polling.startedAt)
        : false,
  });
}

export function cancelOrder(shop: string, access: OrderAccess): Promise<PublicOrderView> {
  return shopRequest<PublicOrderView>(orderPath(shop, access, '/cancel'), {
    method: 'POST',
    auth: false,
    fallback: orderFallback('cancel'),
  });
}

export function useCancelOrder(shop: string) {
  return useMutation({ mutationFn: (access: OrderAccess) => cancelOrder(shop, access) });
}

/** How often the customer's order page asks again while open, so the shop's changes show by themselves. */
export const ORDER_PAGE_REFRESH_MS = 30_000;

/** The customer's own order page (`/{shop}/bestelling/{id}?t={secret}`): read again while it is open. */
export function useOrderPage(shop: string, access: OrderAccess) {
  return useQuery({
    ...publicOrderQuery(shop, access, null),
    enabled: access.orderId !== '' && access.orderKey !== '',
    refetchInterval: ORDER_PAGE_REFRESH_MS,
  });
}

/** The server knows no such order for this secret (a wrong or missing `t`). */
export const isUnknownOrder = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Where the customer follows an order: the link in every mail and on the success page. */
export const orderPagePath = (shop: string, { orderId, orderKey }: OrderAccess) =>
  `/${shop}/bestelling/${encodeURIComponent(orderId)}?t=${encodeURIComponent(orderKey)}`;
