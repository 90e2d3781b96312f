import type Stripe from 'stripe';
import type { ProviderRefund } from './payment-provider';

/** Stripe's refund statuses as ours: waiting on the customer's bank is pending, a cancelled one failed. */
const STATUS: Record<string, ProviderRefund['status']> = {
  pending: 'pending',
  requires_action: 'pending',
  succeeded: 'succeeded',
  failed: 'failed',
  canceled: 'failed',
};

export function refundStatusOf(status: string | null | undefined): ProviderRefund['status'] {
  return STATUS[status ?? ''] ?? 'pending';
}

/** A Stripe refund object (the API's answer or an event's) as the product keeps it. */
export function providerRefundOf(
  refund: Pick<Stripe.Refund, 'id' | 'status' | 'failure_reason'>,
): ProviderRefund {
  const status = refundStatusOf(refund.status);
  return {
    providerRefundId: refund.id,
    status,
    failureReason: status === 'failed' ? (refund.failure_reason ?? refund.status ?? 'failed') : null,
  };
}
