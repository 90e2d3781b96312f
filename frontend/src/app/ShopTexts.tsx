import { I18nProvider } from '@lingui/react';
import { Outlet } from '../lib/navigation';
import { i18n } from '../i18n/i18n';

/**
 * The texts' language for a shop's pages: only they speak the customer's language (the dashboard
 * stays Dutch). All the shop page's own app (ShopApp.tsx) provides: its checkout brings the data
 * layer along when it loads (storefront/order/ShopQueries.tsx).
 */
export function ShopTexts() {
  return (
    <I18nProvider i18n={i18n}>
      <Outlet />
    </I18nProvider>
  );
}
