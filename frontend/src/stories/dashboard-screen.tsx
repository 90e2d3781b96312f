import type { RouteObject } from 'react-router';
import {
  Component as DashboardLayout,
  loader as dashboardLoader,
} from '../features/dashboard/DashboardLayout';
import type { ScreenParameters } from './screen';

/** The dashboard's frame (navigation, shop, notices) around one of its screens, as an owner sees it. */
export const dashboard = (path: string, Page: RouteObject['Component']): RouteObject[] => [
  { path: '/inloggen', element: <h1>Inloggen</h1> },
  {
    path: '/dashboard',
    loader: dashboardLoader,
    Component: DashboardLayout,
    children: [path === '' ? { index: true, Component: Page } : { path, Component: Page }],
  },
];

/** A signed-in owner's screen with these answers on top of a new shop's defaults. */
export const signedIn = (network: ScreenParameters['network'] = []): ScreenParameters => ({
  signedIn: true,
  network,
});
