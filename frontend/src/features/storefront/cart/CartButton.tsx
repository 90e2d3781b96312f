import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@bestelklaar/design-system';
import { eurosFromCents } from '@bestelklaar/domain';
import { useShopFormat } from '../shop-format';
import { ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCart } from './cart-context';
import styles from './CartButton.module.css';
import { forgetCartOpenRequest, isCartOpenRequested } from './cart-storage';

/** Where CartPanel stands beside the page (CartPanel.module.css): from here on this button is not needed. */
const WIDE_SCREEN = '(min-width: 60rem)';

// The sheet (and the dialog code under it) loads only once someone opens the cart: most visitors never do on a wide screen.
const CartSheet = lazy(() => import('./CartSheet').then((module) => ({ default: module.CartSheet })));

/**
 * Holds the visible text in its order ('Winkelmandje · € 14,30 3'), as speech input users say what
 * they see: 'Winkelmandje € 14,30, 3 artikelen'.
 */

/**
 * The cart on a narrow screen: a button at the bottom of the screen with the running total and the
 * number of items, which opens the cart over the page (the page does not scroll meanwhile), with
 * 'Verder winkelen' and '× Sluiten'.
 */
export function CartButton() {
  const { t } = useLingui();
  const { money } = useShopFormat();
  const { totalQuantity, shop, pricedCart } = useCart();
  const total = totalQuantity > 0 ? money(eurosFromCents(pricedCart.totalCents)) : undefined;
  const articles = plural(totalQuantity, { one: '# artikel', other: '# artikelen' });
  const name = total ? t`Winkelmandje ${total}, ${articles}` : t`Winkelmandje ${articles}`;
  // Back from a stopped payment ('Opnieuw proberen'), the cart opens by itself; wide screens show it anyway.
  const [open, setOpen] = useState(
    () => isCartOpenRequested(shop) && !window.matchMedia?.(WIDE_SCREEN).matches,
  );
  const [everOpened, setEverOpened] = useState(open);
  useEffect(() => forgetCartOpenRequest(shop), [shop]);

  // Turning a tablet or widening the window shows the cart beside the page: the sheet is not needed.
  useEffect(() => {
    const wide = window.matchMedia?.(WIDE_SCREEN);
    if (!wide) return;
    const closeWhenWide = () => wide.matches && setOpen(false);
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, []);

  return (
    <>
      <Button
        className={styles.cartButton}
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
        aria-label={name}
        aria-haspopup="dialog"
      >
        <ShoppingBag aria-hidden="true" className={styles.icon} />
        <Trans>Winkelmandje</Trans>
        {total && (
          <span className={styles.total}>
            <span aria-hidden="true"> · </span>
            {total}
          </span>
        )}{' '}
        <span className={styles.badge}>{totalQuantity}</span>
      </Button>
      {everOpened && (
        <Suspense fallback={null}>
          <CartSheet open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
