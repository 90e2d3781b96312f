import { redirect, type RouteObject } from 'react-router';
import { CrashPage } from './CrashPage';
import { NotFoundBoundary } from './NotFoundBoundary';
import { PublicLayout } from './layouts/PublicLayout';
import { RootLayout } from './RootLayout';

/**
 * The first path segment decides the side: the product's own pages, or a shop.
 * Every page is loaded on demand, so the landing page carries no dashboard or shop code.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <CrashPage />,
    children: [
      {
        // The marketing pages need no data layer, so they load without it.
        Component: PublicLayout,
        children: [
          { index: true, lazy: () => import('../features/marketing/LandingPage') },
          { path: 'algemene-voorwaarden', lazy: () => import('../features/marketing/TermsPage') },
          { path: 'privacy', lazy: () => import('../features/marketing/PrivacyPage') },
          { path: 'contact', lazy: () => import('../features/marketing/ContactPage') },
          { path: '*', lazy: () => import('../features/marketing/NotFoundPage') },
        ],
      },
      {
        lazy: () => import('./AppProviders'),
        children: [
          {
            Component: PublicLayout,
            children: [
              { path: 'inloggen', lazy: () => import('../features/auth/LoginPage') },
              { path: 'registreren', lazy: () => import('../features/auth/RegisterPage') },
              { path: 'wachtwoord-vergeten', lazy: () => import('../features/auth/ForgotPasswordPage') },
              { path: 'wachtwoord-herstellen', lazy: () => import('../features/auth/ResetPasswordPage') },
              { path: 'uitnodiging', lazy: () => import('../features/auth/InvitationPage') },
              { path: 'not-found', lazy: () => import('../features/storefront/ShopNotFoundPage') },
            ],
          },
          { path: 'logout', lazy: () => import('../features/auth/logout-route') },
          // The spec's dashboard also links to the orders under this older address.
          { path: 'admin/bestellingen', loader: () => redirect('/dashboard/bestellingen') },
          {
            path: 'dashboard',
            lazy: () => import('../features/dashboard/DashboardLayout'),
            children: [
              { index: true, lazy: () => import('../features/dashboard/home/HomePage') },
              { path: 'bestellingen', lazy: () => import('../features/dashboard/orders/OrdersPage') },
              { path: 'producten', lazy: () => import('../features/dashboard/products/ProductsPage') },
              { path: 'menus', lazy: () => import('../features/dashboard/menus/MenusPage') },
              { path: 'kortingen', lazy: () => import('../features/dashboard/discounts/DiscountsPage') },
              { path: 'collecties', lazy: () => import('../features/dashboard/collections/CollectionsPage') },
              { path: 'instellingen', lazy: () => import('../features/dashboard/settings/SettingsPage') },
              { path: 'printers', lazy: () => import('../features/dashboard/printers/PrintersPage') },
              { path: 'team', lazy: () => import('../features/dashboard/team/TeamPage') },
              {
                path: 'koppelingen',
                lazy: () => import('../features/dashboard/integrations/IntegrationsPage'),
              },
              { path: 'activiteit', lazy: () => import('../features/dashboard/activity/ActivityPage') },
              { path: 'account', lazy: () => import('../features/dashboard/account/AccountPage') },
              {
                path: 'ophaalmomenten',
                lazy: () => import('../features/dashboard/scheduling/SchedulingPage'),
              },
              { path: '*', lazy: () => import('../features/dashboard/DashboardNotFound') },
            ],
          },
        ],
      },
      {
        // A shop's pages have their own, lighter providers: no dashboard or toast code on them.
        lazy: () => import('./ShopProviders'),
        children: [
          {
            path: ':shop',
            lazy: () => import('../features/storefront/ShopLayout'),
            children: [
              { index: true, lazy: () => import('../features/storefront/ShopPage') },
              { path: 'betaling-succes', lazy: () => import('../features/storefront/PaymentSucceededPage') },
              { path: 'betaling-gestopt', lazy: () => import('../features/storefront/PaymentStoppedPage') },
              {
                path: 'bestelling/:orderId',
                lazy: () => import('../features/storefront/OrderPage'),
                ErrorBoundary: NotFoundBoundary,
              },
            ],
          },
        ],
      },
    ],
  },
];
