import { useEffect, useLayoutEffect } from 'react';
import { Route, Routes, useLocation, useParams } from '../lib/navigation';
import { isReservedSubdomain, LANGUAGE_PARAMETER, parseLanguage } from '@bestelklaar/domain';
import { showShopIn } from '../i18n/shop-language';
import { Component as ShopLayout } from '../features/storefront/ShopLayout';
import { Component as ShopPage } from '../features/storefront/ShopPage';
import { useEarlyClicks } from './early-clicks';
import { ShopTexts } from './ShopTexts';
import { useKeptScroll } from './use-kept-scroll';

/**
 * A shop's own page, `/{shop}`, as the small app the server's rendering of it loads (shop-main.tsx):
 * the same page as in the app's routes, without the data router and the other sides' route table,
 * which weighed a third of its JavaScript. The server renders this very tree (prerender.tsx), so the
 * app takes over its markup as it stands.
 */
export function ShopApp() {
  useEarlyClicks();
  useLanguageOfAddress();
  useKeptScroll();
  return (
    <Routes>
      <Route element={<ShopTexts />}>
        <Route path=":shop" element={<ShopAddress />}>
          <Route index element={<ShopPage />} />
        </Route>
      </Route>
      <Route path="*" element={<LeaveForApp />} />
    </Routes>
  );
}

/**
 * The language switch's links change `?lang=` in place: the page then shows that language, its
 * texts loaded first (the app's routes do this in the shop layout's loader).
 */
function useLanguageOfAddress() {
  const { search } = useLocation();
  useEffect(() => {
    const language = parseLanguage(new URLSearchParams(search).get(LANGUAGE_PARAMETER));
    if (language) void showShopIn(language);
  }, [search]);
}

/**
 * A shop's page, unless the address is one of the product's own (`/not-found`, where a shop that
 * stops existing leads, `/dashboard`, …): that is the app's page.
 */
function ShopAddress() {
  const { shop = '' } = useParams();
  return isReservedSubdomain(shop) ? <LeaveForApp /> : <ShopLayout />;
}

/** Any other page (the product's home, a shop's order page) is the whole app's: loaded as a page. */
function LeaveForApp() {
  useLayoutEffect(() => window.location.replace(window.location.href), []);
  return null;
}
