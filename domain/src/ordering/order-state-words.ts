import { formatEuros } from '../money';
import type { OrderState } from './order-state';

const WORDS: Record<OrderState, string> = {
  pending_payment: 'Wacht op betaling',
  paid: 'Betaald',
  ready: 'Klaar voor afhaling',
  picked_up: 'Opgehaald',
  expired: 'Niet betaald',
  cancelled: 'Geannuleerd',
};

/**
 * Where an order stands, as its customer reads it: 'Geannuleerd — € 9,00 terugbetaald' for a
 * cancelled order that was refunded (`refunded` in euros).
 */
export function orderStateInWords(state: OrderState, refunded: number): string {
  if (state === 'cancelled' && refunded > 0)
    return `${WORDS.cancelled} — ${formatEuros(refunded)} terugbetaald`;
  return WORDS[state];
}
