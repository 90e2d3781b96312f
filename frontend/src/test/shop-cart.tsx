import { CartPanel, CartProvider } from '../features/storefront/cart';
import { useStorefront } from '../features/storefront/storefront-api';

/** The shop page's part the order form's tests need: the storefront read (of 'desmul') feeding the cart and its panel. */
export function ShopCart() {
  const storefront = useStorefront('desmul');
  if (!storefront.data) return <p>Laden</p>;
  return (
    <CartProvider storefront={storefront.data}>
      <CartPanel />
    </CartProvider>
  );
}
