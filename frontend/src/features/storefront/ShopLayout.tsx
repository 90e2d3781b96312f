import { redirect, type LoaderFunctionArgs } from 'react-router';
import { Link, Navigate, Outlet, useParams } from '../../lib/navigation';
import { useLingui } from '@lingui/react/macro';
import { Logo, SkipLink } from '@bestelklaar/design-system';
import { TestModeBanner } from '../../lib/TestModeBanner';
import { CART_COLUMN_ID } from './cart-column';
import { LanguageSwitch } from './LanguageSwitch';
import { ShopName } from './ShopName';
import { DEFAULT_LANGUAGE, type Language } from '@bestelklaar/domain';
import { shopPageLanguage, showShopIn } from '../../i18n/shop-language';
import { getStorefront, isUnknownShop, storefronts, useStorefront } from './storefront-api';
import { useShopTheme } from './use-shop-theme';
import styles from './ShopLayout.module.css';

/**
 * Shop identifiers are lowercase; /De-Smul becomes /de-smul. The page is shown in its language
 * (shop-language.ts) once that language's texts are loaded; the server renders in the read's own.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const shop = params.shop ?? '';
  const url = new URL(request.url);
  if (shop !== shop.toLowerCase()) {
    return redirect(url.pathname.replace(`/${shop}`, `/${shop.toLowerCase()}`) + url.search);
  }
  if (typeof document === 'undefined') return null;
  await showShopIn(shopPageLanguage(url) ?? (await shopDefaultLanguage(shop)));
  return null;
}

/** The shop's default language, from its read in that language (kept for the page to show). */
async function shopDefaultLanguage(shop: string): Promise<Language> {
  try {
    const view = await getStorefront(shop);
    storefronts.keep(view);
    return view.language;
  } catch {
    // The page shows the failure of its own read; Dutch says it.
    return DEFAULT_LANGUAGE;
  }
}

/**
 * The frame of a shop's pages: the navigation bar (the product's logo home, the shop's logo or name
 * in the centre) and the shop's own theme. An unknown or unlaunched shop leads to /not-found.
 */
export function Component() {
  const { t } = useLingui();
  const { shop = '' } = useParams();
  const storefront = useStorefront(shop);
  const info = storefront.data?.info;
  useShopTheme(info?.darkMode);

  if (isUnknownShop(storefront.error)) return <Navigate to="/not-found" replace />;

  return (
    <div className={styles.shop}>
      {/* First on the shop's page with the cart beside it: most visits end in the cart. */}
      <SkipLink targetId={CART_COLUMN_ID} label={t`Naar winkelmandje`} className={styles.cartSkip} />
      <SkipLink label={t`Naar de inhoud`} />
      <header className={styles.bar}>
        <Link to="/" aria-label={t`Bestelklaar, naar de homepagina`} className={styles.productLogo}>
          <Logo variant="mark" />
        </Link>
        <div className={styles.centre}>
          {info ? (
            <Link to={`/${shop}`} className={styles.shopLink}>
              <ShopName info={info} />
            </Link>
          ) : (
            <span className={styles.placeholder} role="status">
              {storefront.isError ? t`Shopnaam niet beschikbaar` : t`Shopnaam laden...`}
            </span>
          )}
        </div>
        <LanguageSwitch />
      </header>
      <main className={styles.main} id="inhoud" tabIndex={-1}>
        <Outlet />
      </main>
      {/*
       * Said at the bottom of the screen rather than over the page: the answer that shows it comes
       * after the first paint, and over the page it would push everything down.
       */}
      <footer className={styles.testMode}>
        <TestModeBanner title={t`Testmodus`} detail={t` — er wordt niet echt betaald`} />
      </footer>
    </div>
  );
}
