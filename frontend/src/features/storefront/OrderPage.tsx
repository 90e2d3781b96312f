import { Alert, Badge, Button, Spinner, type BadgeTone } from '@bestelklaar/design-system';
import type { OrderState } from '@bestelklaar/domain';
import { CalendarPlus } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { messageOf } from '../../api/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageNotFound } from '../../lib/page-not-found';
import { isUnknownOrder, ORDER_FALLBACKS, useOrderPage } from './order/order-api';
import { OrderSummary } from './order/OrderSummary';
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
  const order = useOrderPage(shop, { orderId, orderKey });
  useDocumentTitle(order.data ? `Bestelling #${order.data.number}` : 'Je bestelling');

  // Without the right secret the order is not there for this visitor: the site's 404 page.
  if (orderKey === '' || isUnknownOrder(order.error)) throw new PageNotFound();

  return (
    <div className={styles.page}>
      {order.isPending && (
        <div className={styles.waiting} role="status">
          <Spinner decorative size="sm" />
          <span>We halen je bestelling op…</span>
        </div>
      )}
      {order.isError && !order.data && (
        <Alert tone="error">{messageOf(order.error, ORDER_FALLBACKS.order)}</Alert>
      )}
      {order.data && (
        <>
          <div className={styles.intro}>
            <h1 className={styles.title}>Je bestelling bij {order.data.shop.shopName}</h1>
            <p className={styles.text}>
              <Badge tone={STATE_TONES[order.data.state]}>{order.data.stateLabel}</Badge>
            </p>
          </div>
          <OrderSummary order={order.data} />
          {order.data.calendarUrl && order.data.state !== 'cancelled' && (
            <Button asChild variant="secondary">
              <a href={order.data.calendarUrl} download={`bestelling-${order.data.number}.ics`}>
                <CalendarPlus aria-hidden size={18} />
                Zet in je agenda
              </a>
            </Button>
          )}
        </>
      )}
    </div>
  );
}
