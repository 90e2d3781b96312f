import { formatEuros } from '@bestelklaar/domain';
import type { CustomerOrderView } from './order-api';

/** Where the order stands, as its customer reads it ('Geannuleerd — € 13,00 terugbetaald'). */
export function orderStateInWords(order: Pick<CustomerOrderView, 'status' | 'refundedAmount'>): string {
  switch (order.status) {
    case 'pending':
      return 'Betaling wordt bevestigd';
    case 'expired':
      return 'Niet betaald';
    case 'paid':
      return 'Betaald';
    case 'ready':
      return 'Klaar voor afhaling';
    case 'picked_up':
      return 'Opgehaald';
    case 'cancelled':
      return `Geannuleerd — ${formatEuros(order.refundedAmount ?? 0)} terugbetaald`;
  }
}
