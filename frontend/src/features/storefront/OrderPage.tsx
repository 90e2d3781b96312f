import { Alert, Badge, Button, Spinner, type BadgeTone } from '@bestelklaar/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { orderStateInWords, type OrderState } from '@bestelklaar/domain';
import { CalendarPlus } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { messageOf } from '../../api/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageNotFound } from '../../lib/page-not-found';
import { isUnknownOrder, orderFallback, useOrderPage } from './order/order-api';
import { CustomerCancel } from './order/CustomerCancel';
import { OrderSummary } from './order/OrderSummary';
import { usePageLanguage } from './use-page-language';
import styles from './PaymentResult.module.css';

const STATE_TONES: Record<OrderState, BadgeTone> = {
  pending_payment: 'neutral',
  expired: 'neutral',
  paid: 'info',
  ready: 'success',
  picked_up: 'neutral',
  cancelled: 'danger',
};

/**
 * The customer's own page of an order, reached from every mail and from the success page with the
 * order's secret (`?t=`). It asks again now and then, so 'Klaar voor afhaling' shows by itself.
 */
export function Component() {
  const { shop = '', orderId = '' } = useParams();
  const [search] = useSearchParams();
  const orderKey = search.get('t') ?? '';
  const { t } = useLingui();
  const language = usePageLanguage();
  const order = useOrderPage(shop, { orderId, orderKey });
  const number = order.data?.number;
  const shopName = order.data?.shop.shopName;
  useDocumentTitle(order.data ? t`Bestelling #${number}` : t`Je bestelling`);

  // Without the right secret the order is not there for this visitor: the site's 404 page.
  if (orderKey === '' || isUnknownOrder(order.error)) throw new PageNotFound();

  return (
    <div className={styles.page}>
      {order.isPending && (
        <div className={styles.waiting} role="status">
          <Spinner decorative size="sm" />
          <span>
            <Trans>We halen je bestelling op…</Trans>
          </span>
        </div>
      )}
      {order.isError && !order.data && (
        <Alert tone="error">{messageOf(order.error, orderFallback('order'))}</Alert>
      )}
      {order.data && (
        <>
          <div className={styles.intro}>
            <h1 className={styles.title}>
              <Trans>Je bestelling bij {shopName}</Trans>
            </h1>
            <p className={styles.text}>
              <Badge tone={STATE_TONES[order.data.state]}>
                {orderStateInWords(order.data.state, order.data.refundedAmount, language)}
              </Badge>
            </p>
          </div>
          <OrderSummary order={order.data} />
          {order.data.calendarUrl && order.data.state !== 'cancelled' && (
            <Button asChild variant="secondary">
              <a href={order.data.calendarUrl} download={`bestelling-${order.data.number}.ics`}>
                <CalendarPlus aria-hidden size={18} />
                <Trans>Zet in je agenda</Trans>
              </a>
            </Button>
          )}
          <CustomerCancel shop={shop} access={{ orderId, orderKey }} order={order.data} />
        </>
      )}
    </div>
  );
}
