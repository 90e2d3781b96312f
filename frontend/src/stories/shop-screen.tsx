import { http, HttpResponse } from 'msw';
import type { StorefrontView } from '@bestelklaar/domain';
import { Component as ShopLayout, loader as shopLoader } from '../features/storefront/ShopLayout';
import { Component as OrderPage } from '../features/storefront/OrderPage';
import { Component as PaymentStoppedPage } from '../features/storefront/PaymentStoppedPage';
import { Component as PaymentSucceededPage } from '../features/storefront/PaymentSucceededPage';
import { Component as ShopPage } from '../features/storefront/ShopPage';
import { api } from '../test/handlers';
import { Screen, storyGlobals, storyTheme } from './screen';

/** The shop's read, dark when the toolbar says dark: the shop's own setting is what darkens its page. */
export const shopNetwork = (view: StorefrontView) => [
  http.get(api('/shop/:shop/storefront'), ({ params }) =>
    HttpResponse.json({
      ...view,
      shop: String(params.shop),
      info: { ...view.info, darkMode: storyTheme() === 'dark' },
    }),
  ),
];

/**
 * The shop's pages at their own addresses (as app/routes.tsx has them), in the toolbar's language
 * (the app's ?lang=); `page` is the page below the shop's address, with its query. Its props stay
 * small and plain: the source panel writes a story's element out as JSX, props and all.
 */
export function ShopScreen({ globals, page = '' }: { globals: Record<string, unknown>; page?: string }) {
  const { language, theme } = storyGlobals(globals);
  const separator = page.includes('?') ? '&' : '?';
  return (
    <Screen
      key={`${language}-${theme}`}
      path={`/desmul${page}${separator}lang=${language}`}
      routes={[
        { path: '/not-found', element: <h1>Niet gevonden</h1> },
        {
          path: '/:shop',
          loader: shopLoader,
          Component: ShopLayout,
          children: [
            { index: true, Component: ShopPage },
            { path: 'betaling-succes', Component: PaymentSucceededPage },
            { path: 'betaling-gestopt', Component: PaymentStoppedPage },
            { path: 'bestelling/:orderId', Component: OrderPage },
          ],
        },
      ]}
    />
  );
}

/** A shop story's render: the toolbar's globals and the story's `parameters.page`. */
export const renderShop = (
  _args: unknown,
  { globals, parameters }: { globals: Record<string, unknown>; parameters: Record<string, unknown> },
) => <ShopScreen globals={globals} page={(parameters.page ?? '') as string} />;
