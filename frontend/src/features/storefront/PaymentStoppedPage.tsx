import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, Button } from '@bestelklaar/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleX } from 'lucide-react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { forgetPendingPayment, requestCartOpen } from './cart/cart-storage';
import { useCancelOrder } from './order/order-api';
import { useStorefront } from './storefront-api';
import styles from './PaymentResult.module.css';

/**
 * Where the payment page sends a customer who stopped paying. The order is given up at once (so its
 * pickup place is free again); 'Opnieuw proberen' goes back to the cart, which was kept as it was.
 */
export function Component() {
  const { shop = '' } = useParams();
  const [search] = useSearchParams();
  const orderId = search.get('order') ?? '';
  const orderKey = search.get('key') ?? '';
  const navigate = useNavigate();
  const { t } = useLingui();
  useDocumentTitle(t`Betaling geannuleerd`);
  const info = useStorefront(shop).data?.info;
  const cancel = useCancelOrder(shop);
  const cancelled = useRef('');

  useEffect(() => {
    if (orderId === '' || cancelled.current === orderId) return;
    cancelled.current = orderId;
    cancel.mutate({ orderId, orderKey }, { onSuccess: () => forgetPendingPayment(shop) });
  }, [orderId, orderKey, cancel, shop]);

  const retry = () => {
    requestCartOpen(shop);
    navigate(`/${shop}`);
  };

  const shopName = cancel.data?.shop.shopName ?? info?.shopName ?? t`de zaak`;
  const gsm = cancel.data?.shop.contactGsm ?? info?.contactGsm;
  const email = cancel.data?.shop.contactEmail ?? info?.contactEmail;
  // The provider confirmed the payment after all (e.g. paid in another tab): say so instead.
  const paidAfterAll = cancel.data?.status === 'paid';

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <CircleX className={styles.icon} aria-hidden="true" />
        <h1 className={styles.title}>
          <Trans>Betaling geannuleerd</Trans>
        </h1>
        <p className={styles.text}>
          <Trans>
            Je betaling werd niet afgerond, dus je bestelling werd niet geplaatst en er werd niets
            aangerekend. Je kunt het opnieuw proberen: je winkelmandje staat nog klaar. Of neem contact op met{' '}
            {shopName}.
          </Trans>
        </p>
      </div>
      {paidAfterAll && (
        <Alert tone="info" title={t`Deze bestelling is toch betaald`}>
          <Link
            to={`/${shop}/betaling-succes?order=${encodeURIComponent(orderId)}&key=${encodeURIComponent(orderKey)}`}
          >
            <Trans>Bekijk je bestelling</Trans>
          </Link>
        </Alert>
      )}
      {(gsm || email) && (
        <address className={styles.contact}>
          {gsm && <a href={`tel:${gsm.replace(/\s+/g, '')}`}>{gsm}</a>}
          {email && <a href={`mailto:${email}`}>{email}</a>}
        </address>
      )}
      {!paidAfterAll && (
        <Button onClick={retry}>
          <Trans>Opnieuw proberen</Trans>
        </Button>
      )}
    </div>
  );
}
