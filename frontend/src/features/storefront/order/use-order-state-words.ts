import { useLingui } from '@lingui/react/macro';
import { formatMoney, type PublicOrderView } from '@bestelklaar/domain';
import { usePageLanguage } from '../use-page-language';

/**
 * Where an order stands, in the page's language: the server's `stateLabel` in words the customer
 * reads ('Geannuleerd — € 9,00 terugbetaald' for a cancelled order that was refunded).
 */
export function useOrderStateWords(): (order: Pick<PublicOrderView, 'state' | 'refundedAmount'>) => string {
  const { t } = useLingui();
  const language = usePageLanguage();
  return ({ state, refundedAmount }) => {
    switch (state) {
      case 'pending_payment':
        return t`Wacht op betaling`;
      case 'paid':
        return t`Betaald`;
      case 'ready':
        return t`Klaar voor afhaling`;
      case 'picked_up':
        return t`Opgehaald`;
      case 'expired':
        return t`Niet betaald`;
      case 'cancelled': {
        if (refundedAmount <= 0) return t`Geannuleerd`;
        const refunded = formatMoney(refundedAmount, language);
        return t`Geannuleerd — ${refunded} terugbetaald`;
      }
    }
  };
}
