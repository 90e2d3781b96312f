import { useCallback } from 'react';
import type { AdminOrderView } from '@bestelklaar/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { orderKeys, ordersQuery } from '../shared/orders-queries';
import { acknowledgeOrder } from './orders-api';

/** A safety net under the live stream: the lists are read again at least this often. */
const RECHECK_MS = 30_000;

/** A paid order nobody has tapped 'Gezien' for: 'Nieuw' for the kitchen (the server keeps who and when). */
export const isUnseen = (order: AdminOrderView) => order.status === 'paid' && order.acknowledgedAt === null;

const newestPaidFirst = (a: AdminOrderView, b: AdminOrderView) =>
  (b.paidAt ?? b.createdAt).localeCompare(a.paidAt ?? a.createdAt);

/**
 * The paid orders of today and later that nobody at the shop has seen yet, newest first, as the
 * server says: 'Gezien' on any tab or device clears them everywhere (the live stream reads the lists
 * again). `acknowledge` taps 'Gezien' for all of them.
 */
export function useNewOrders(): { orders: AdminOrderView[]; acknowledge(): void } {
  const queryClient = useQueryClient();
  const today = useQuery({ ...ordersQuery('today'), refetchInterval: RECHECK_MS });
  const future = useQuery({ ...ordersQuery('future'), refetchInterval: RECHECK_MS });
  const orders = [...(today.data ?? []), ...(future.data ?? [])].filter(isUnseen).sort(newestPaidFirst);
  const ids = orders.map((order) => order._id).join(' ');
  const acknowledge = useCallback(() => {
    if (!ids) return;
    void Promise.allSettled(ids.split(' ').map(acknowledgeOrder)).then(() =>
      queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    );
  }, [ids, queryClient]);
  return { orders, acknowledge };
}
