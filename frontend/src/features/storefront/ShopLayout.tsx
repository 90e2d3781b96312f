import { Link, Navigate, Outlet, redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { Logo, SkipLink } from '@bestelklaar/design-system';
import { TestModeBanner } from '../../lib/TestModeBanner';
import { CART_COLUMN_ID } from './cart-column';
import { ShopName } from './ShopName';
import { isUnknownShop, useStorefront } from './storefront-api';
import { useShopTheme } from './use-shop-theme';
import styles from './ShopLayout.module.css';

/** Shop identifiers are lowercase; /De-Smul becomes /de-smul. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const shop = params.shop ?? '';
  if (shop !== shop.toLowerCase()) {
    const url = new URL(request.url);
    return redirect(url.pathname.replace(`/${shop}`, `/${shop.toLowerCase()}`) + url.search);
  }
  return null;
}

/**
 * The frame of a shop's pages: the navigation bar (the product's logo home, the shop's logo or name
 * in the centre) and the shop's own theme. An unknown or unlaunched shop leads to /not-found.
 */
export function Component() {
  const { shop = '' } = useParams();
  const storefront = useStorefront(shop);
  const info = storefront.data?.info;
  useShopTheme(info?.darkMode);

  if (isUnknownShop(storefront.error)) return <Navigate to="/not-found" replace />;

  return (
    <div className={styles.shop}>
      {/* First on the shop's page with the cart beside it: most visits end in the cart. */}
      <SkipLink targetId={CART_COLUMN_ID} label="Naar winkelmandje" className={styles.cartSkip} />
      <SkipLink />
      <header className={styles.bar}>
        <Link to="/" aria-label="Bestelklaar, naar de homepagina" className={styles.productLogo}>
          <Logo variant="mark" />
        </Link>
        <div className={styles.centre}>
          {info ? (
            <Link to={`/${shop}`} className={styles.shopLink}>
              <ShopName info={info} />
            </Link>
          ) : (
            <span className={styles.placeholder} role="status">
              {storefront.isError ? 'Shopnaam niet beschikbaar' : 'Shopnaam laden...'}
            </span>
          )}
        </div>
      </header>
      <main className={styles.main} id="inhoud" tabIndex={-1}>
        <Outlet />
      </main>
      {/*
       * Said at the bottom of the screen rather than over the page: the answer that shows it comes
       * after the first paint, and over the page it would push everything down.
       */}
      <footer className={styles.testMode}>
        <TestModeBanner />
      </footer>
    </div>
  );
}
