import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { screen } from 'storybook/test';
import { Component as HomePage } from '../features/dashboard/home/HomePage';
import {
  itemsAnswers,
  launchedHomeAnswers,
  launchedSettings,
  schedulingAnswers,
  settingsAnswer,
} from '../test/fixtures/dashboard-screens';
import { api } from '../test/handlers';
import { dashboard, signedIn } from './dashboard-screen';
import { Screen, screenLoader } from './screen';

/**
 * The dashboard's home in each of the states HomePage.tsx goes through, in the spec's order:
 * loading, checking onboarding, missing steps (DashboardScreens' 'Home, new shop'), the launch form,
 * the onboarding prompt, the overview of a launched shop; and the error.
 */

/** A shop with every step done: settings filled in, products and pickup moments made. */
const readyShop = (settings: Partial<typeof launchedSettings>) => [
  settingsAnswer({ ...launchedSettings, ...settings }),
  ...itemsAnswers,
  ...schedulingAnswers,
];

const meta = {
  title: 'Schermen/Dashboard/Home',
  loaders: [screenLoader],
  // One screen at a time: a docs page would show them all at once on one cache and one network.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  render: () => <Screen path="/dashboard" routes={dashboard('', HomePage)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the shop's settings are read. */
export const Loading: Story = {
  name: 'Home, loading',
  parameters: {
    screen: signedIn([http.get(api('/admin/account/settings'), () => delay('infinite'))]),
  },
  play: async () => {
    await screen.findByText('Gegevens laden…', {}, { timeout: 5000 });
  },
};

/** Every step done, no address yet: the owner picks the shop's address and launches. */
export const ReadyToLaunch: Story = {
  name: 'Home, ready to launch',
  parameters: { screen: signedIn(readyShop({ subdomain: '', onboardingCompleted: false })) },
  play: async () => {
    await screen.findByText('Lanceer je webshop', {}, { timeout: 5000 });
  },
};

/** Launched at its address, payments not activated yet: the owner is asked to finish onboarding. */
export const OnboardingPrompt: Story = {
  name: 'Home, payments to activate',
  parameters: { screen: signedIn(readyShop({ onboardingCompleted: false })) },
  play: async () => {
    await screen.findByText('Activeer online betalen', {}, { timeout: 5000 });
  },
};

/** Back from the payment provider's onboarding: the home checks whether it was finished. */
export const CheckingOnboarding: Story = {
  name: 'Home, checking onboarding',
  parameters: {
    screen: { ...signedIn(readyShop({ onboardingCompleted: false })), stored: { launchFlag: 'true' } },
  },
  play: async () => {
    await screen.findByText('We kijken na of je alle stappen hebt voltooid', {}, { timeout: 5000 });
  },
};

/** A launched shop on a busy day: today's pickups, the month's revenue, the latest orders. */
export const Launched: Story = {
  name: 'Home, launched with orders',
  parameters: { screen: signedIn([...readyShop({}), ...launchedHomeAnswers]) },
  play: async () => {
    await screen.findByText('Je webshop is live', {}, { timeout: 5000 });
    await screen.findAllByText('Bert Claes', {}, { timeout: 5000 });
  },
};

/** The same home at night. */
export const LaunchedDark: Story = {
  ...Launched,
  name: 'Home, launched (dark)',
  globals: { theme: 'dark' },
};

/** The settings could not be read: the server's message. */
export const LoadError: Story = {
  name: 'Home, error',
  parameters: {
    screen: {
      ...signedIn([
        http.get(api('/admin/account/settings'), () =>
          HttpResponse.json(
            { message: 'De gegevens van je zaak konden niet geladen worden. Probeer het later opnieuw.' },
            { status: 500 },
          ),
        ),
      ]),
      showsError: true,
    },
  },
  play: async () => {
    await screen.findByText(/konden niet geladen worden/, {}, { timeout: 5000 });
  },
};
