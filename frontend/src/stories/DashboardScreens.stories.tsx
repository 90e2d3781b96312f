import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { screen } from 'storybook/test';
import { Component as OrdersPage } from '../features/dashboard/orders/OrdersPage';
import type { PrinterView } from '../features/dashboard/printers/printers-api';
import { Component as PrintersPage } from '../features/dashboard/printers/PrintersPage';
import type { Team } from '../features/dashboard/team/team-api';
import { Component as TeamPage } from '../features/dashboard/team/TeamPage';
import { Component as ActivityPage } from '../features/dashboard/activity/ActivityPage';
import { activityEntries, jonas, sofie } from '../test/fixtures/activity';
import { api } from '../test/handlers';
import { Component as HomePage } from '../features/dashboard/home/HomePage';
import { Component as ProductsPage } from '../features/dashboard/products/ProductsPage';
import { todaysOrdersAnswer } from '../test/fixtures/dashboard-screens';
import { cola, lunchMenu, menusAnswer, productsAnswer, sandwich, stockedSoup } from '../test/fixtures/items';
import { dashboard, signedIn } from './dashboard-screen';
import { Screen, screenLoader } from './screen';

const team: Team = {
  members: [
    {
      userId: 'u1',
      name: 'Sofie',
      email: 'sofie@frituur.be',
      role: 'eigenaar',
      lastLoginAt: '2026-11-21T10:42:00Z',
      twoFactor: true,
    },
    {
      userId: 'u2',
      name: 'Jonas Vandenberghe-Dewulf',
      email: 'jonas.vandenberghe-dewulf@frituur.be',
      role: 'medewerker',
      lastLoginAt: null,
      twoFactor: false,
    },
  ],
  invitations: [
    { invitationId: 'i1', email: 'an@frituur.be', role: 'boekhouder', expiresAt: '2026-11-28T09:00:00Z' },
  ],
};

/** The kitchen printers, each in another state its polls gave: online, out of paper, offline, never connected. */
const printers: PrinterView[] = [
  {
    printerId: 'p1',
    name: 'Keuken',
    paperWidth: 80,
    collections: null,
    copies: 1,
    state: { kind: 'online' },
    lastPollAt: '2026-11-21T11:04:00Z',
    jobsWaiting: 0,
    createdAt: '2026-11-20T09:00:00Z',
  },
  {
    printerId: 'p2',
    name: 'Bar aan de overkant van het terras',
    paperWidth: 58,
    collections: [
      { _id: 'c1', name: 'Warme dranken' },
      { _id: 'c2', name: 'Frisdranken en bieren van de streek' },
    ],
    copies: 2,
    state: { kind: 'paper-out' },
    lastPollAt: '2026-11-21T11:04:00Z',
    jobsWaiting: 3,
    createdAt: '2026-11-20T09:00:00Z',
  },
  {
    printerId: 'p3',
    name: 'Terras',
    paperWidth: 80,
    collections: null,
    copies: 1,
    state: { kind: 'offline', since: '2026-11-21T11:04:00Z' },
    lastPollAt: '2026-11-21T11:04:00Z',
    jobsWaiting: 1,
    createdAt: '2026-11-20T09:00:00Z',
  },
  {
    printerId: 'p4',
    name: 'Nieuw',
    paperWidth: 80,
    collections: null,
    copies: 1,
    state: { kind: 'never' },
    lastPollAt: null,
    jobsWaiting: 0,
    createdAt: '2026-11-21T09:00:00Z',
  },
];

const meta = {
  title: 'Schermen/Dashboard',
  loaders: [screenLoader],
  // One screen at a time: a docs page would show them all at once on one cache and one network.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's orders as cards, by pickup slot. */
export const Orders: Story = {
  name: 'Orders',
  parameters: {
    screen: signedIn([todaysOrdersAnswer()]),
  },
  render: () => <Screen path="/dashboard/bestellingen" routes={dashboard('bestellingen', OrdersPage)} />,
  play: async () => {
    await screen.findByText('Bert Claes', {}, { timeout: 5000 });
  },
};

/** A day without orders yet. */
export const OrdersEmpty: Story = {
  name: 'Orders, none yet',
  parameters: { screen: signedIn() },
  render: () => <Screen path="/dashboard/bestellingen" routes={dashboard('bestellingen', OrdersPage)} />,
  play: async () => {
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  },
};

/** The team: members with their role, last sign-in and second factor, and an open invitation. */
export const TeamScreen: Story = {
  name: 'Team',
  parameters: { screen: signedIn([http.get(api('/admin/team'), () => HttpResponse.json(team))]) },
  render: () => <Screen path="/dashboard/team" routes={dashboard('team', TeamPage)} />,
  play: async () => {
    await screen.findByText('Sofie', { selector: 'span' }, { timeout: 5000 });
  },
};

/** The kitchen's printers with their state from their polls and what waits. */
export const PrintersScreen: Story = {
  name: 'Printers',
  parameters: { screen: signedIn([http.get(api('/admin/printers'), () => HttpResponse.json(printers))]) },
  render: () => <Screen path="/dashboard/printers" routes={dashboard('printers', PrintersPage)} />,
  play: async () => {
    await screen.findByText('Keuken', { selector: 'span' }, { timeout: 5000 });
  },
};

/** A member whose role may not see the team: the screen says so. */
export const TeamRefused: Story = {
  name: 'Team, refused',
  parameters: {
    screen: {
      ...signedIn([
        http.get(api('/admin/team'), () =>
          HttpResponse.json({ message: 'Je rol laat dit niet toe.' }, { status: 403 }),
        ),
      ]),
      showsError: true,
    },
  },
  render: () => <Screen path="/dashboard/team" routes={dashboard('team', TeamPage)} />,
  play: async () => {
    await screen.findByText(/Je rol laat dit niet toe/, {}, { timeout: 5000 });
  },
};

/** 'Activiteit': who changed what, by day, each field from and to, with more to load. */
export const ActivityScreen: Story = {
  name: 'Activity',
  parameters: {
    screen: signedIn([
      http.get(api('/admin/activity'), () =>
        HttpResponse.json({ entries: activityEntries, nextCursor: 'meer', people: [jonas, sofie] }),
      ),
    ]),
  },
  render: () => <Screen path="/dashboard/activiteit" routes={dashboard('activiteit', ActivityPage)} />,
  play: async () => {
    await screen.findByText(/pauzeerde nieuwe bestellingen/, {}, { timeout: 5000 });
  },
};

/** A shop whose team changed nothing yet. */
export const ActivityEmpty: Story = {
  name: 'Activity, none yet',
  parameters: {
    screen: signedIn([
      http.get(api('/admin/activity'), () =>
        HttpResponse.json({ entries: [], nextCursor: null, people: [] }),
      ),
    ]),
  },
  render: () => <Screen path="/dashboard/activiteit" routes={dashboard('activiteit', ActivityPage)} />,
  play: async () => {
    await screen.findByText('Nog geen activiteit', {}, { timeout: 5000 });
  },
};

/** The home of a shop just registered: the steps still to take before it can launch. */
export const HomeNewShop: Story = {
  name: 'Home, new shop',
  parameters: { screen: signedIn() },
  render: () => <Screen path="/dashboard" routes={dashboard('', HomePage)} />,
  play: async () => {
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  },
};

/** The products: one with a stock, others sold alone, and a menu they are part of. */
export const Products: Story = {
  name: 'Products',
  parameters: {
    screen: signedIn([productsAnswer([stockedSoup, sandwich, cola]), menusAnswer([lunchMenu])]),
  },
  render: () => <Screen path="/dashboard/producten" routes={dashboard('producten', ProductsPage)} />,
  play: async () => {
    await screen.findAllByText('Broodje kip curry', {}, { timeout: 5000 });
  },
};
