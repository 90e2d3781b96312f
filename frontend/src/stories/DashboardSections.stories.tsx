import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Component as CollectionsPage } from '../features/dashboard/collections/CollectionsPage';
import { Component as DiscountsPage } from '../features/dashboard/discounts/DiscountsPage';
import { Component as MenusPage } from '../features/dashboard/menus/MenusPage';
import { Component as OrdersPage } from '../features/dashboard/orders/OrdersPage';
import { Component as ProductsPage } from '../features/dashboard/products/ProductsPage';
import { Component as SchedulingPage } from '../features/dashboard/scheduling/SchedulingPage';
import { Component as SettingsPage } from '../features/dashboard/settings/SettingsPage';
import {
  itemsAnswers,
  longCustomerName,
  longNamedProduct,
  longNamesOrder,
  longProductName,
  orderHistory,
  schedulingAnswers,
  settingsAnswer,
  shopCollections,
  shopDiscounts,
  shopProducts,
  todaysOrders,
  todaysOrdersAnswer,
} from '../test/fixtures/dashboard-screens';
import { api } from '../test/handlers';
import { dashboard, signedIn } from './dashboard-screen';
import { Screen, screenLoader, type ScreenParameters } from './screen';

/**
 * The dashboard's sections with a launched Ghent lunch shop's data, and for several of them what
 * they show while loading, when the server fails, and with names too long for a phone.
 */

const meta = {
  title: 'Schermen/Dashboard/Secties',
  loaders: [screenLoader],
  // One screen at a time: a docs page would show them all at once on one cache and one network.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's answer when it fails, with its Dutch message: the screen's alert shows it. */
const failing = (path: string, message: string) =>
  http.get(api(path), () => HttpResponse.json({ message }, { status: 500 }));

const failed = (network: ScreenParameters['network']): ScreenParameters => ({
  ...signedIn(network),
  showsError: true,
});

const never = (path: string) => http.get(api(path), () => delay('infinite'));

const phone = { viewport: { value: 'phone', isRotated: false } };

const ordersScreen = () => (
  <Screen path="/dashboard/bestellingen" routes={dashboard('bestellingen', OrdersPage)} />
);
const productsScreen = () => (
  <Screen path="/dashboard/producten" routes={dashboard('producten', ProductsPage)} />
);
const menusScreen = () => <Screen path="/dashboard/menus" routes={dashboard('menus', MenusPage)} />;
const schedulingScreen = (tab: string) => () => (
  <Screen
    path={`/dashboard/ophaalmomenten?tab=${tab}`}
    routes={dashboard('ophaalmomenten', SchedulingPage)}
  />
);
const discountsScreen = () => (
  <Screen path="/dashboard/kortingen" routes={dashboard('kortingen', DiscountsPage)} />
);
const settingsScreen = () => (
  <Screen path="/dashboard/instellingen" routes={dashboard('instellingen', SettingsPage)} />
);
const collectionsScreen = () => (
  <Screen path="/dashboard/collecties" routes={dashboard('collecties', CollectionsPage)} />
);

/** A ready order's details, opened from its card: lines, customer, totals and its history. */
export const OrderDetails: Story = {
  name: 'Orders, details open',
  parameters: {
    screen: signedIn([
      todaysOrdersAnswer(),
      http.get(api('/admin/orders/order-2'), () =>
        HttpResponse.json({ ...todaysOrders[1], history: orderHistory }),
      ),
    ]),
  },
  render: ordersScreen,
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /Bert Claes/ }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestelling #1002' }, { timeout: 5000 });
    await within(dialog).findByRole('heading', { name: 'Geschiedenis' }, { timeout: 5000 });
  },
};

/** The shop paused its orders for a rush: the orders screen says until when. */
export const OrdersPaused: Story = {
  name: 'Orders, ordering paused',
  parameters: {
    screen: signedIn([
      todaysOrdersAnswer(),
      http.get(api('/admin/ordering/status'), () =>
        HttpResponse.json({
          orderingPausedUntil: new Date(Date.now() + 45 * 60_000).toISOString(),
          busyMinutes: 0,
        }),
      ),
    ]),
  },
  render: ordersScreen,
  play: async () => {
    await screen.findByText(/Gepauzeerd tot/, {}, { timeout: 5000 });
  },
};

/** While today's orders are on their way. */
export const OrdersLoading: Story = {
  name: 'Orders, loading',
  parameters: { screen: signedIn([never('/admin/orders/today')]) },
  render: ordersScreen,
  play: async () => {
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await screen.findAllByRole('status', {}, { timeout: 5000 });
  },
};

export const OrdersError: Story = {
  name: 'Orders, error',
  parameters: {
    screen: failed([
      failing('/admin/orders/today', 'De bestellingen konden niet geladen worden. Probeer het opnieuw.'),
    ]),
  },
  render: ordersScreen,
  play: async () => {
    await screen.findByText(/bestellingen konden niet geladen worden/, {}, { timeout: 5000 });
  },
};

/** A customer's name and a product's name of more than 60 characters, on a phone. */
export const OrdersLongNames: Story = {
  name: 'Orders, long names (360 px)',
  globals: phone,
  parameters: { screen: signedIn([todaysOrdersAnswer([longNamesOrder, ...todaysOrders])]) },
  render: ordersScreen,
  play: async () => {
    await screen.findByText(longCustomerName, {}, { timeout: 5000 });
  },
};

export const ProductsLoading: Story = {
  name: 'Products, loading',
  parameters: { screen: signedIn([never('/admin/products')]) },
  render: productsScreen,
  play: async () => {
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await screen.findAllByRole('status', {}, { timeout: 5000 });
  },
};

export const ProductsError: Story = {
  name: 'Products, error',
  parameters: {
    screen: failed([failing('/admin/products', 'De producten konden niet geladen worden.')]),
  },
  render: productsScreen,
  play: async () => {
    await screen.findByText(/producten konden niet geladen worden/, {}, { timeout: 5000 });
  },
};

export const ProductsLongNames: Story = {
  name: 'Products, long names (360 px)',
  globals: phone,
  parameters: {
    screen: signedIn([
      http.get(api('/admin/products'), () => HttpResponse.json([longNamedProduct, ...shopProducts])),
      itemsAnswers[1]!,
    ]),
  },
  render: productsScreen,
  play: async () => {
    await screen.findAllByText(longProductName, {}, { timeout: 5000 });
  },
};

/** The menus: what each holds, its price against its products' worth. */
export const Menus: Story = {
  name: 'Menus',
  parameters: { screen: signedIn(itemsAnswers) },
  render: menusScreen,
  play: async () => {
    await screen.findAllByText('Kindermenu', {}, { timeout: 5000 });
  },
};

/** 'Ophaalmomenten': lunch on weekdays, Friday evening too, Saturday morning. */
export const PickupMoments: Story = {
  name: 'Pickup moments',
  parameters: { screen: signedIn(schedulingAnswers) },
  render: schedulingScreen('ophaalmomenten'),
  play: async () => {
    const week = await screen.findByRole('region', { name: 'Ophaalmomenten per weekdag' }, { timeout: 5000 });
    await within(week).findAllByText(/17:00/, {}, { timeout: 5000 });
  },
};

/** 'Vakantiemodus': the Christmas holidays with pre-orders allowed, and the building holiday. */
export const Vacations: Story = {
  name: 'Pickup moments, vacations',
  parameters: { screen: signedIn(schedulingAnswers) },
  render: schedulingScreen('vakantiemodus'),
  play: async () => {
    await screen.findByText(/Bouwverlof/, {}, { timeout: 5000 });
  },
};

/** 'Openingsuren': what the shop page shows customers. */
export const OpeningHours: Story = {
  name: 'Pickup moments, opening hours',
  parameters: { screen: signedIn(schedulingAnswers) },
  render: schedulingScreen('openingsuren'),
  play: async () => {
    const week = await screen.findByRole('region', { name: 'Openingsuren per weekdag' }, { timeout: 5000 });
    await within(week).findAllByText(/16:30/, {}, { timeout: 5000 });
  },
};

export const PickupMomentsLoading: Story = {
  name: 'Pickup moments, loading',
  parameters: { screen: signedIn([never('/admin/pickup-moments')]) },
  render: schedulingScreen('ophaalmomenten'),
  play: async () => {
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await screen.findAllByRole('status', {}, { timeout: 5000 });
  },
};

/** December's discounts: on products and a menu, on the soups, on the whole shop. */
export const Discounts: Story = {
  name: 'Discounts',
  parameters: {
    screen: signedIn([
      http.get(api('/admin/discounts'), () =>
        HttpResponse.json({
          productMenuDiscounts: [shopDiscounts[0]],
          collectionDiscounts: [shopDiscounts[1]],
          webshopDiscounts: [shopDiscounts[2]],
        }),
      ),
      http.get(api('/admin/collections'), () => HttpResponse.json(shopCollections)),
      ...itemsAnswers,
    ]),
  },
  render: discountsScreen,
  play: async () => {
    await screen.findByRole('rowheader', { name: /Broodje kip curry/ }, { timeout: 5000 });
  },
};

export const DiscountsError: Story = {
  name: 'Discounts, error',
  parameters: {
    screen: failed([failing('/admin/discounts', 'De kortingen konden niet geladen worden.')]),
  },
  render: discountsScreen,
  play: async () => {
    await screen.findByText(/kortingen konden niet geladen worden/, {}, { timeout: 5000 });
  },
};

/** The shop's settings, filled in. */
export const Settings: Story = {
  name: 'Settings',
  parameters: { screen: signedIn([settingsAnswer()]) },
  render: settingsScreen,
  play: async () => {
    await screen.findAllByText('Kerkstraat 1, 9000 Gent', {}, { timeout: 5000 });
  },
};

/** The same settings at night. */
export const SettingsDark: Story = {
  ...Settings,
  name: 'Settings (dark)',
  globals: { theme: 'dark' },
  play: async () => {
    await screen.findAllByText('Kerkstraat 1, 9000 Gent', {}, { timeout: 5000 });
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};

/** The collections in the order the shop page shows them. */
export const Collections: Story = {
  name: 'Collections',
  parameters: {
    screen: signedIn([http.get(api('/admin/collections'), () => HttpResponse.json(shopCollections))]),
  },
  render: collectionsScreen,
  play: async () => {
    await screen.findByRole('table', { name: 'Collecties' }, { timeout: 5000 });
    await screen.findByText('Dranken', {}, { timeout: 5000 });
  },
};
