import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderView, CancelOrderInput, RefundLineChoice } from '@bestelklaar/domain';
import { apiRequest } from '../../../api/client';
import { orderKeys } from '../shared/orders-queries';

export const AFTER_SALE_FALLBACKS = {
  cancel: 'Fout bij het annuleren van de bestelling.',
  refund: 'Fout bij het terugbetalen.',
} as const;

/** `POST …/refunds` as the form sends it: an amount in euros, or so many of the order's lines. */
export type RefundRequest =
  { amount: number; reason: string } | { lines: RefundLineChoice[]; reason: string };

/** What was paid and not yet given back (pending and settled refunds count; a failed one gave nothing). */
export function refundableOf(order: AdminOrderView): number {
  return Math.max(0, Math.round(order.totalAmount * 100) - Math.round(order.refundedAmount * 100)) / 100;
}

/** A cancel or a refund; afterwards every orders answer (lists, revenue, cards) is stale. */
function useAfterSaleChange<Body>(action: 'cancel' | 'refunds', fallback: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      orderId,
      body,
      idempotencyKey,
    }: {
      orderId: string;
      body: Body;
      idempotencyKey?: string;
    }) =>
      apiRequest<AdminOrderView>(`/admin/orders/${encodeURIComponent(orderId)}/${action}`, {
        method: 'POST',
        body,
        headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
        fallback,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export function useCancelOrder() {
  return useAfterSaleChange<CancelOrderInput>('cancel', AFTER_SALE_FALLBACKS.cancel);
}

/**
 * Sent with the key the form made when it opened (`idempotencyKey`): a retry of the same
 * confirmation is the same refund, never a second one. A cancel is the same answer again by itself.
 */
export function useRefundOrder() {
  return useAfterSaleChange<RefundRequest>('refunds', AFTER_SALE_FALLBACKS.refund);
}
