import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { AdminOrderView } from '@bestelklaar/domain';
import { useQuery } from '@tanstack/react-query';
import { arrivalOf } from '../shared/order-format';
import { recentOrdersQuery } from '../shared/orders-queries';

/** The arrival instant up to which the owner has seen the orders; shared by the shop's open tabs. */
const SEEN_UNTIL_KEY = 'ordersSeenUntil';
/** A safety net under the live stream: the recent orders are read again at least this often. */
const RECHECK_MS = 30_000;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === SEEN_UNTIL_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

const readSeenUntil = () => localStorage.getItem(SEEN_UNTIL_KEY);

function markSeenUntil(instant: string) {
  const current = readSeenUntil();
  if (current !== null && current >= instant) return;
  localStorage.setItem(SEEN_UNTIL_KEY, instant);
  notify();
}

const latestArrival = (orders: AdminOrderView[]) =>
  orders.reduce((latest, order) => (arrivalOf(order) > latest ? arrivalOf(order) : latest), '');

/**
 * Paid orders the owner has not acknowledged yet, newest first. On the very first visit what is there
 * already counts as seen; later, whatever arrived while the dashboard was closed counts as new.
 */
export function useNewOrders(): { orders: AdminOrderView[]; acknowledge(): void } {
  const recent = useQuery({ ...recentOrdersQuery(), refetchInterval: RECHECK_MS });
  const seenUntil = useSyncExternalStore(subscribe, readSeenUntil, () => null);
  const items = recent.data?.items;

  useEffect(() => {
    if (items && seenUntil === null) markSeenUntil(latestArrival(items));
  }, [items, seenUntil]);

  const orders =
    items && seenUntil !== null
      ? items.filter((order) => arrivalOf(order) > seenUntil && !order.markedAsPickedUp)
      : [];
  const newest = latestArrival(orders);
  const acknowledge = useCallback(() => {
    if (newest) markSeenUntil(newest);
  }, [newest]);
  return { orders, acknowledge };
}
