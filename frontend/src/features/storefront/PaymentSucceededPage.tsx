import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert, Button, Spinner } from '@bestelklaar/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, SearchX } from 'lucide-react';
import { messageOf } from '../../api/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { forgetPendingPayment, forgetStoredCart } from './cart/cart-storage';
import { forgetCheckoutDraft } from './order/checkout-memory';
import {
  CONFIRMATION_POLLING,
  isUnknownOrder,
  orderFallback,
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
  const { t } = useLingui();
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
  useDocumentTitle(unknown ? t`We vinden deze bestelling niet` : t`Je betaling is gelukt`);

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
      <Link to={`/${shop}`}>
        <Trans>Terug naar de webshop</Trans>
      </Link>
    </Button>
  );

  if (unknown)
    return (
      <div className={styles.page}>
        <div className={styles.intro}>
          <SearchX className={styles.icon} aria-hidden="true" />
          <h1 className={styles.title}>
            <Trans>We vinden deze bestelling niet</Trans>
          </h1>
          <p className={styles.text}>
            <Trans>
              Controleer of je de volledige link gebruikte. Na een betaling krijg je ook een e-mail met een
              link naar je bestelling.
            </Trans>
          </p>
        </div>
        {backToShop}
      </div>
    );

  const expired = status === 'expired';
  const Icon = expired ? CircleAlert : CircleCheck;
  const shopName = contact?.shopName ?? t`de zaak`;
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <Icon className={styles.icon} aria-hidden="true" />
        <h1 className={styles.title}>{expired ? t`Betaling niet bevestigd` : t`Je betaling is gelukt`}</h1>
        {!expired && (
          <p className={styles.text}>
            <Trans>
              Bedankt voor je bestelling en je betaling! Heb je nog vragen over je bestelling, neem dan gerust
              contact op met {shopName}.
            </Trans>
          </p>
        )}
      </div>

      {order.isPending && (
        <div className={styles.waiting} role="status">
          <Spinner decorative size="sm" />
          <span>
            <Trans>We halen je bestelling op…</Trans>
          </span>
        </div>
      )}

      {order.isError && (
        <div className={styles.block}>
          <Alert tone="error">{messageOf(order.error, orderFallback('order'))}</Alert>
          <Button variant="secondary" onClick={checkAgain} loading={order.isFetching}>
            <Trans>Opnieuw proberen</Trans>
          </Button>
        </div>
      )}

      {status === 'pending' &&
        (gaveUp ? (
          <div className={styles.block}>
            <Alert tone="info" title={t`Je betaling wordt nog verwerkt`}>
              <Trans>
                Dat duurt langer dan gewoonlijk. Zodra de betaling bevestigd is, ontvang je een e-mail met je
                bestelling. Je kunt het hier ook zelf nog eens nakijken.
              </Trans>
            </Alert>
            <Button variant="secondary" onClick={checkAgain} loading={order.isFetching}>
              <Trans>Opnieuw controleren</Trans>
            </Button>
          </div>
        ) : (
          <div className={styles.waiting} role="status">
            <Spinner decorative size="sm" />
            <span>
              <Trans>We bevestigen je betaling. Dit duurt meestal maar enkele seconden…</Trans>
            </span>
          </div>
        ))}

      {expired && (
        <div className={styles.block}>
          <Alert tone="warning">
            <Trans>
              We hebben geen betaling voor deze bestelling ontvangen, dus ze werd niet geplaatst. Er werd
              niets aangerekend. Je kunt opnieuw bestellen in de webshop.
            </Trans>
          </Alert>
        </div>
      )}

      {status === 'paid' && order.data && (
        <>
          <OrderSummary order={order.data} />
          <Link to={orderPagePath(shop, { orderId, orderKey })}>
            <Trans>Volg je bestelling</Trans>
          </Link>
        </>
      )}

      {backToShop}
    </div>
  );
}
