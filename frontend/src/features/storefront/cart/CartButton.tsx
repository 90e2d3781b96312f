import { Button, Sheet } from '@bestelklaar/design-system';
import { ShoppingBag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useCart } from './cart-context';
import styles from './CartButton.module.css';
import { CartPanel } from './CartPanel';

/** Where CartPanel stands beside the page (CartPanel.module.css): from here on this button is not needed. */
const WIDE_SCREEN = '(min-width: 60rem)';

/** Starts with the visible text ('Winkelmandje 3'), as speech input users say what they see. */
const cartButtonName = (count: number) => `Winkelmandje ${count} ${count === 1 ? 'artikel' : 'artikelen'}`;

/**
 * The cart on a narrow screen: a button at the bottom of the screen with the number of items, which
 * opens the cart over the page (the page does not scroll meanwhile), with 'Verder winkelen' and
 * '× Sluiten'.
 */
export function CartButton() {
  const { totalQuantity } = useCart();
  const [open, setOpen] = useState(false);

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
        onClick={() => setOpen(true)}
        aria-label={cartButtonName(totalQuantity)}
        aria-haspopup="dialog"
      >
        <ShoppingBag aria-hidden="true" className={styles.icon} />
        Winkelmandje <span className={styles.badge}>{totalQuantity}</span>
      </Button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title="Winkelmandje"
        footer={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Verder winkelen
          </Button>
        }
      >
        <CartPanel variant="sheet" />
      </Sheet>
    </>
  );
}
