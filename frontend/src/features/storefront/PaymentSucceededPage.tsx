import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert, Button, Spinner } from '@bestelklaar/design-system';
import { CircleAlert, CircleCheck, SearchX } from 'lucide-react';
import { messageOf } from '../../api/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { forgetPendingPayment, forgetStoredCart } from './cart/cart-storage';
import { forgetCheckoutDraft } from './order/checkout-memory';
import {
  CONFIRMATION_POLLING,
  isUnknownOrder,
  ORDER_FALLBACKS,
  orderPagePath,
  usePublicOrder,
} from './order/order-api';
import { OrderSummary } from './order/OrderSummary';
import { useStorefront } from './storefront-api';
import styles from './PaymentResult.module.css';

/**
 * Where the payment page sends the customer after paying. The URL proves nothing: the page asks the
 * server (which asks the provider) and shows the order once it is paid, waiting calmly meanwhile.
 */
export function Component() {
  const { shop = '' } = useParams();
  const [search] = useSearchParams();
  const orderId = search.get('order') ?? '';
  const orderKey = search.get('key') ?? '';
  const sessionId = search.get('session_id');

  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  const order = usePublicOrder(shop, { orderId, orderKey }, sessionId, { active: !gaveUp, startedAt });
  const status = order.data?.status;
  const contact = useStorefront(shop).data?.info;
  // No order, or not this one's secret: the server says as little as for one that does not exist.
  const unknown = orderId === '' || isUnknownOrder(order.error);
  useDocumentTitle(unknown ? 'We vinden deze bestelling niet' : 'Je betaling is gelukt');

  useEffect(() => {
    if (status !== 'paid') return;
    forgetStoredCart(shop);
    forgetPendingPayment(shop);
    forgetCheckoutDraft(shop);
  }, [status, shop]);

  // Confirmation normally takes seconds; after two minutes stop asking and say what happens next.
  useEffect(() => {
    if (status !== 'pending' || gaveUp) return;
    const timer = window.setTimeout(
      () => setGaveUp(true),
      startedAt + CONFIRMATION_POLLING.giveUpAfterMs - Date.now(),
    );
    return () => window.clearTimeout(timer);
  }, [status, gaveUp, startedAt]);

  const checkAgain = () => {
    setGaveUp(false);
    setStartedAt(Date.now());
    void order.refetch();
  };

  const backToShop = (
    <Button asChild variant="secondary">
      <Link to={`/${shop}`}>Terug naar de webshop</Link>
    </Button>
  );

  if (unknown)
    return (
      <div className={styles.page}>
        <div className={styles.intro}>
          <SearchX className={styles.icon} aria-hidden="true" />
          <h1 className={styles.title}>We vinden deze bestelling niet</h1>
          <p className={styles.text}>
            Controleer of je de volledige link gebruikte. Na een betaling krijg je ook een e-mail met een link
            naar je bestelling.
          </p>
        </div>
        {backToShop}
      </div>
    );

  const expired = status === 'expired';
  const Icon = expired ? CircleAlert : CircleCheck;
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <Icon className={styles.icon} aria-hidden="true" />
        <h1 className={styles.title}>{expired ? 'Betaling niet bevestigd' : 'Je betaling is gelukt'}</h1>
        {!expired && (
          <p className={styles.text}>
            Bedankt voor je bestelling en je betaling! Heb je nog vragen over je bestelling, neem dan gerust
            contact op met {contact?.shopName ?? 'de zaak'}.
          </p>
        )}
      </div>

      {order.isPending && (
        <div className={styles.waiting} role="status">
          <Spinner decorative size="sm" />
          <span>We halen je bestelling op…</span>
        </div>
      )}

      {order.isError && (
        <div className={styles.block}>
          <Alert tone="error">{messageOf(order.error, ORDER_FALLBACKS.order)}</Alert>
          <Button variant="secondary" onClick={checkAgain} loading={order.isFetching}>
            Opnieuw proberen
          </Button>
        </div>
      )}

      {status === 'pending' &&
        (gaveUp ? (
          <div className={styles.block}>
            <Alert tone="info" title="Je betaling wordt nog verwerkt">
              Dat duurt langer dan gewoonlijk. Zodra de betaling bevestigd is, ontvang je een e-mail met je
              bestelling. Je kunt het hier ook zelf nog eens nakijken.
            </Alert>
            <Button variant="secondary" onClick={checkAgain} loading={order.isFetching}>
              Opnieuw controleren
            </Button>
          </div>
        ) : (
          <div className={styles.waiting} role="status">
            <Spinner decorative size="sm" />
            <span>We bevestigen je betaling. Dit duurt meestal maar enkele seconden…</span>
          </div>
        ))}

      {expired && (
        <div className={styles.block}>
          <Alert tone="warning">
            We hebben geen betaling voor deze bestelling ontvangen, dus ze werd niet geplaatst. Er werd niets
            aangerekend. Je kunt opnieuw bestellen in de webshop.
          </Alert>
        </div>
      )}

      {status === 'paid' && order.data && (
        <>
          <OrderSummary order={order.data} />
          <Link to={orderPagePath(shop, { orderId, orderKey })}>Volg je bestelling</Link>
        </>
      )}

      {backToShop}
    </div>
  );
}
