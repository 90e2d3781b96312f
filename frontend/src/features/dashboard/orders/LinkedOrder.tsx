import { Alert } from '@bestelklaar/design-system';
import type { AdminOrderView } from '@bestelklaar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { messageOf } from '../../../api/api-error';
import { apiRequest } from '../../../api/client';
import { ORDER_FALLBACKS } from '../shared/order-messages';
import { ORDER_DETAILS_PARAM, orderKeys } from '../shared/orders-queries';

const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...orderKeys.all, 'one', orderId],
    queryFn: ({ signal }) =>
      apiRequest<AdminOrderView>(`/admin/orders/${encodeURIComponent(orderId)}`, {
        signal,
        fallback: ORDER_FALLBACKS.generic,
      }),
    enabled: orderId !== '',
  });

/**
 * Opens the order the address names (`?bestelling={id}`, where the home screen's rows lead), then
 * takes the parameter away, so closing the details and going back does not open it again.
 */
export function LinkedOrder({ onOpen }: { onOpen(order: AdminOrderView): void }) {
  const [search, setSearch] = useSearchParams();
  const orderId = search.get(ORDER_DETAILS_PARAM) ?? '';
  const order = useQuery(orderQuery(orderId));

  useEffect(() => {
    if (!order.data) return;
    onOpen(order.data);
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ORDER_DETAILS_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [order.data, onOpen, setSearch]);

  if (orderId !== '' && order.isError) {
    return <Alert tone="error">{messageOf(order.error, ORDER_FALLBACKS.generic)}</Alert>;
  }
  return null;
}
