import { Link, Outlet, redirect, type LoaderFunctionArgs } from 'react-router';
import { Logo, SkipLink } from '@bestelklaar/design-system';
import { TestModeBanner } from '../../lib/TestModeBanner';
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

export function Component() {
  return (
    <div className={styles.shop}>
      <SkipLink />
      <TestModeBanner />
      <header className={styles.bar}>
        <Link to="/" aria-label="Bestelklaar, naar de homepagina" className={styles.logo}>
          <Logo variant="mark" />
        </Link>
      </header>
      <main className={styles.main} id="inhoud" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
