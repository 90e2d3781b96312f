import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal } from '@bestelklaar/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@bestelklaar/domain';
import { ApiError, messageOf } from '../../../api/api-error';
import { useCart } from '../cart/cart-context';
import { forgetPendingPayment, readPendingPayment, type PendingPayment } from '../cart/cart-storage';
import { usePageLanguage } from '../use-page-language';
import { orderFallback, orderKeys, publicOrderQuery, useCancelOrder } from './order-api';
import { paymentPage } from './payment-redirect';
import { formatPickupDate } from './pickup-date';
import styles from './PendingPaymentDialog.module.css';

/**
 * Back at the shop with an order this browser has not paid yet (Back from the payment page): the
 * cart is as it was, and the customer chooses to go on paying, or to cancel the order (its pickup
 * place is free again at once) and change the cart.
 */
export function PendingPaymentDialog() {
  const { t } = useLingui();
  const language = usePageLanguage();
  const { shop, clear } = useCart();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingPayment | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const cancel = useCancelOrder(shop);

  // Read on every showing of the page: Back may bring it from the browser's cache as it was left.
  useEffect(() => {
    const look = (event?: PageTransitionEvent) => {
      const found = readPendingPayment(shop);
      setPending(found);
      setDismissed(false);
      if (found && event?.persisted)
        void queryClient.invalidateQueries({ queryKey: orderKeys.order(shop, found.orderId) });
    };
    look();
    window.addEventListener('pageshow', look);
    return () => window.removeEventListener('pageshow', look);
  }, [shop, queryClient]);

  const order = useQuery({
    ...publicOrderQuery(shop, pending ?? { orderId: '', orderKey: '' }, null),
    enabled: pending !== null,
  });
  const status = order.data?.status;
  const unknown = order.error instanceof ApiError && order.error.status === 404;

  // Paid meanwhile (another tab), expired or unknown: nothing to choose any more.
  useEffect(() => {
    if (!pending || !(status === 'paid' || status === 'expired' || unknown)) return;
    if (status === 'paid') clear();
    forgetPendingPayment(shop);
    setPending(null);
  }, [pending, status, unknown, clear, shop]);

  const cancelAndChange = () => {
    if (!pending) return;
    cancel.mutate(pending, {
      onSuccess: () => {
        forgetPendingPayment(shop);
        setPending(null);
        // Its place is free again: the form shows it so.
        void queryClient.invalidateQueries({ queryKey: orderKeys.shop(shop) });
      },
    });
  };

  const data = order.data;
  if (!pending || !data || status !== 'pending') return null;
  const { number } = data;
  const total = formatMoney(data.totals.total, language);
  const pickupDate = formatPickupDate(data.date, language);
  const { start, end } = data.timeSlot;
  return (
    <Modal
      open={!dismissed}
      onOpenChange={(open) => setDismissed(!open)}
      title={t`Je bestelling is nog niet betaald`}
      footer={
        // Going on comes first, so the focus starts there and Enter never cancels by surprise.
        <div className={styles.choices}>
          <Button disabled={cancel.isPending} onClick={() => paymentPage.go(pending.paymentUrl)}>
            <Trans>Ga verder met betalen</Trans>
          </Button>
          <Button variant="secondary" loading={cancel.isPending} onClick={cancelAndChange}>
            <Trans>Annuleer en pas aan</Trans>
          </Button>
        </div>
      }
    >
      <p className={styles.text}>
        <Trans>
          Bestelling #{number} van {total}, af te halen op {pickupDate} tussen {start} en {end}, wacht nog op
          je betaling. Je winkelmandje staat nog klaar.
        </Trans>
      </p>
      <p className={styles.text}>
        <Trans>
          Ga verder met betalen, of annuleer de bestelling om je winkelmandje aan te passen: je tijdslot komt
          dan meteen weer vrij.
        </Trans>
      </p>
      {cancel.isError && <Alert tone="error">{messageOf(cancel.error, orderFallback('cancel'))}</Alert>}
    </Modal>
  );
}
