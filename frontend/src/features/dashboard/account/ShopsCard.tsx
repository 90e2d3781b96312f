import { Store } from 'lucide-react';
import { Alert, Button, Card, Spinner } from '@bestelklaar/design-system';
import { messageOf } from '../../../api/api-error';
import { currentShop, shopNameOf, useAddShop, useShops } from '../../../api/shops-api';
import { getToken } from '../../../lib/session';
import { ROLE_NAMES } from '../../../lib/role-names';
import styles from './AccountPage.module.css';

/** Where a new shop opens: its home, with the steps that set it up. */
const NEW_SHOP_HOME = '/dashboard';

/**
 * 'Zaken': the shops the person works in, with their role in each, and 'Nieuwe zaak toevoegen' for
 * another shop of their own.
 */
export function ShopsCard({ openNewShop = (path: string) => window.location.assign(path) }) {
  const shops = useShops();
  const addShop = useAddShop();
  const current = shops.isSuccess ? currentShop(shops.data, getToken()) : undefined;

  return (
    <Card title="Zaken" icon={<Store aria-hidden />} headingLevel={2}>
      <div className={styles.stack}>
        {shops.isPending ? (
          <Spinner label="Laden…" />
        ) : shops.isError ? (
          <Alert tone="error">{messageOf(shops.error, 'Je zaken konden niet geladen worden.')}</Alert>
        ) : (
          <ul className={styles.shops} aria-label="Je zaken">
            {shops.data.map((shop) => (
              <li key={shop.shopId}>
                <strong>{shopNameOf(shop)}</strong> — {ROLE_NAMES[shop.role]}
                {shop.shopId === current?.shopId && <span className={styles.note}> (hier ben je nu)</span>}
              </li>
            ))}
          </ul>
        )}
        {addShop.isError && (
          <Alert tone="error">
            {messageOf(addShop.error, 'Een nieuwe zaak toevoegen is mislukt. Probeer het opnieuw.')}
          </Alert>
        )}
        <div>
          <Button
            variant="secondary"
            disabled={addShop.isPending}
            onClick={() => addShop.mutate(undefined, { onSuccess: () => openNewShop(NEW_SHOP_HOME) })}
          >
            Nieuwe zaak toevoegen
          </Button>
        </div>
      </div>
    </Card>
  );
}
