import { Alert, Button, ConfirmDialog } from '@bestelklaar/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { LOCALES, type PublicOrderView } from '@bestelklaar/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { useShopFormat } from '../shop-format';
import { orderFallback, orderKeys, useCancelOrder, type OrderAccess } from './order-api';
import styles from './CustomerCancel.module.css';

export interface CustomerCancelProps {
  shop: string;
  access: OrderAccess;
  order: PublicOrderView;
}

/**
 * 'Bestelling annuleren' on the customer's order page, while the shop allows it (the server says
 * until when, by its own clock, and decides again when asked): a confirmation first, then the
 * order as the server left it, refunded in full.
 */
export function CustomerCancel({ shop, access, order }: CustomerCancelProps) {
  const { t } = useLingui();
  const { language, money } = useShopFormat();
  const queryClient = useQueryClient();
  const cancel = useCancelOrder(shop);
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();

  if (order.state === 'cancelled' && order.cancelledByCustomer)
    return (
      <Alert tone="info">
        <Trans>
          Je hebt deze bestelling geannuleerd. Het bedrag gaat terug naar de rekening of kaart waarmee je
          betaalde.
        </Trans>
      </Alert>
    );
  if (!order.cancellableUntil) return null;

  // The shop's clock, as its mails and its pickup times say it: not the zone of the customer's device.
  const until = new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: order.shop.timeZone,
  }).format(new Date(order.cancellableUntil));
  const amount = money(order.totals.total - order.refundedAmount);
  const number = order.number;

  const confirm = () =>
    cancel.mutate(access, {
      onSuccess: (cancelled) => {
        queryClient.setQueryData(orderKeys.order(shop, access.orderId), cancelled);
        setConfirming(false);
      },
      onError: () => setConfirming(false),
    });

  return (
    <section className={styles.cancel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        <Trans>Toch niet nodig?</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>
          Je kunt deze bestelling zelf annuleren tot {until}. Je krijgt dan {amount} meteen terug.
        </Trans>
      </p>
      {cancel.isError && <Alert tone="error">{messageOf(cancel.error, orderFallback('cancel'))}</Alert>}
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        <Trans>Bestelling annuleren</Trans>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Bestelling #${number} annuleren?`}
        message={t`De winkel maakt je bestelling dan niet klaar, en je krijgt ${amount} terug op de rekening of kaart waarmee je betaalde.`}
        confirmLabel={t`Bestelling annuleren`}
        cancelLabel={t`Niet annuleren`}
        busy={cancel.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}
