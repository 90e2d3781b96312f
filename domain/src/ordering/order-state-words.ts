import { formatMoney } from '../money';
import type { Language } from '../i18n/languages';
import { languageTable, textsIn } from '../i18n/text-tables';
import type { OrderState } from './order-state';

interface StateWords {
  states: Record<OrderState, string>;
  cancelledAndRefunded(amount: string): string;
}

/** A customer's table, so a state without its words in one language fails typecheck. */
const WORDS = languageTable<StateWords>(
  {
    nl: {
      states: {
        pending_payment: 'Wacht op betaling',
        paid: 'Betaald',
        ready: 'Klaar voor afhaling',
        picked_up: 'Opgehaald',
        expired: 'Niet betaald',
        cancelled: 'Geannuleerd',
      },
      cancelledAndRefunded: (amount) => `Geannuleerd — ${amount} terugbetaald`,
    },
    fr: {
      states: {
        pending_payment: 'En attente de paiement',
        paid: 'Payée',
        ready: 'Prête à être retirée',
        picked_up: 'Retirée',
        expired: 'Non payée',
        cancelled: 'Annulée',
      },
      cancelledAndRefunded: (amount) => `Annulée — remboursement de ${amount}`,
    },
    en: {
      states: {
        pending_payment: 'Awaiting payment',
        paid: 'Paid',
        ready: 'Ready for pickup',
        picked_up: 'Picked up',
        expired: 'Not paid',
        cancelled: 'Cancelled',
      },
      cancelledAndRefunded: (amount) => `Cancelled — ${amount} refunded`,
    },
  },
  'ORDER_STATE_WORDS',
);

/**
 * Where an order stands, as its customer reads it: 'Geannuleerd — € 9,00 terugbetaald' for a
 * cancelled order that was refunded (`refunded` in euros); in the customer's language on their pages.
 */
export function orderStateInWords(state: OrderState, refunded: number, language: Language = 'nl'): string {
  const words = textsIn(WORDS, language);
  if (state === 'cancelled' && refunded > 0)
    return words.cancelledAndRefunded(formatMoney(refunded, language));
  return words.states[state];
}
