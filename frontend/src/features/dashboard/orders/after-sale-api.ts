import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderView } from '@bestelklaar/domain';
import { apiRequest } from '../../../api/client';
import { orderKeys } from '../shared/orders-queries';

/** One refund of an order as the admin view lists it; `failed` ones gave nothing back. */
export interface RefundView {
  id: string;
  amount: number;
  reason: string;
  status: 'pending' | 'succeeded' | 'failed';
  createdAt: string;
}

/** The admin view with what came after the sale (absent on orders read before the refunds existed). */
export type OrderAfterSale = AdminOrderView & {
  refunds?: RefundView[];
  cancelReason?: string | null;
};

export const AFTER_SALE_FALLBACKS = {
  cancel: 'Fout bij het annuleren van de bestelling.',
  refund: 'Fout bij het terugbetalen.',
} as const;

/** A partial refund: an amount in euros, or whole items of the order's lines (by their place). */
export type RefundRequest =
  { amount: number; reason: string } | { lines: { line: number; quantity: number }[]; reason: string };

const centsOf = (euros: number) => Math.round(euros * 100);

/** What was paid and not yet given back (a failed refund gave nothing back). */
export function refundableOf(order: OrderAfterSale): number {
  const refunded = (order.refunds ?? [])
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + centsOf(refund.amount), 0);
  return Math.max(0, centsOf(order.totalAmount) - refunded) / 100;
}

/** A refund or a cancel changes the lists, the revenue and the cards: refresh every orders answer. */
function useAfterSaleChange<Body>(path: (orderId: string) => string, fallback: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: Body }) =>
      apiRequest<OrderAfterSale>(path(orderId), { method: 'POST', body, fallback }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export function useCancelOrder() {
  return useAfterSaleChange<{ reason: string }>(
    (orderId) => `/admin/orders/${encodeURIComponent(orderId)}/cancel`,
    AFTER_SALE_FALLBACKS.cancel,
  );
}

export function useRefundOrder() {
  return useAfterSaleChange<RefundRequest>(
    (orderId) => `/admin/orders/${encodeURIComponent(orderId)}/refunds`,
    AFTER_SALE_FALLBACKS.refund,
  );
}
