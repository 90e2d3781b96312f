import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import {
  cancelOrderAnswer,
  publicOrderAnswers,
  slotAvailabilityAnswer,
} from '../test/fixtures/storefront-order';
import { deSmul, deSmulOrder, deSmulTakingOrders, storedCart } from '../test/fixtures/storefront-screens';
import { screenLoader, type ScreenParameters } from './screen';
import { renderShop, shopNetwork } from './shop-screen';

/**
 * A customer's way from the cart to the order: the order form with its calendar, the payment's
 * result pages (paid, still confirming, not confirmed, stopped), and the order page once the shop
 * marked it ready or it was cancelled.
 */

const ORDER = '7b4a2c1e-1111-4a4a-8a8a-000000000001';
const KEY = 'geheime-sleutel';
const returned = (page: string, query = '') => `/${page}?order=${ORDER}&key=${KEY}${query}`;

const meta = {
  title: 'Schermen/Webshop/Bestellen',
  loaders: [screenLoader],
  // One screen at a time: a docs page would show them all at once on one cache and one network.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  render: renderShop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart opened on the order form: the first day the shop takes orders chosen, and its first slot. */
export const OrderForm: Story = {
  name: 'Order form, day and slot chosen',
  parameters: {
    screen: {
      network: [...shopNetwork(deSmulTakingOrders()), slotAvailabilityAnswer()],
      stored: storedCart,
    } satisfies ScreenParameters,
  },
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'De Smul' }, { timeout: 5000 });
    const [place] = await screen.findAllByRole(
      'button',
      { name: /^(Bestelling plaatsen|Passer commande|Place order)$/i },
      { timeout: 5000 },
    );
    await userEvent.click(place!);
    const calendar = await screen.findByRole('grid', {}, { timeout: 5000 });
    const [firstDay] = within(calendar)
      .getAllByRole('button')
      .filter((day) => !(day as HTMLButtonElement).disabled);
    await userEvent.click(firstDay!);
    const [firstSlot] = await screen.findAllByRole('radio', {}, { timeout: 5000 });
    await userEvent.click(firstSlot!);
    await expect(firstSlot).toBeChecked();
  },
};

export const OrderFormFrench: Story = { ...OrderForm, name: 'Order form (fr)', globals: { locale: 'fr' } };

export const OrderFormEnglish: Story = { ...OrderForm, name: 'Order form (en)', globals: { locale: 'en' } };

/** Back from the payment page, paid: the order's summary and the way to follow it. */
export const PaymentSucceeded: Story = {
  name: 'Payment succeeded',
  parameters: {
    page: returned('betaling-succes', '&session_id=cs_test_1'),
    screen: { network: [...shopNetwork(deSmul), publicOrderAnswers(deSmulOrder()).handler] },
  },
  play: async () => {
    await screen.findByRole('heading', { name: /1042$/ }, { timeout: 5000 });
  },
};

export const PaymentSucceededFrench: Story = {
  ...PaymentSucceeded,
  name: 'Payment succeeded (fr)',
  globals: { locale: 'fr' },
};

export const PaymentSucceededEnglish: Story = {
  ...PaymentSucceeded,
  name: 'Payment succeeded (en)',
  globals: { locale: 'en' },
};

/** The provider has not confirmed the payment yet: the page waits calmly, asking again. */
export const PaymentPending: Story = {
  name: 'Payment still confirming',
  parameters: {
    page: returned('betaling-succes', '&session_id=cs_test_1'),
    screen: {
      network: [...shopNetwork(deSmul), publicOrderAnswers(deSmulOrder({ status: 'pending' })).handler],
    },
  },
  play: async () => {
    await screen.findByText(/We bevestigen je betaling/, {}, { timeout: 5000 });
  },
};

/** No payment came: the order was not placed and nothing was charged. */
export const PaymentNotConfirmed: Story = {
  name: 'Payment not confirmed',
  parameters: {
    page: returned('betaling-succes'),
    screen: {
      network: [...shopNetwork(deSmul), publicOrderAnswers(deSmulOrder({ status: 'expired' })).handler],
    },
  },
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Betaling niet bevestigd' }, { timeout: 5000 });
  },
};

/** The customer stopped paying: the order is given up, the cart kept for another try. */
export const PaymentStopped: Story = {
  name: 'Payment cancelled',
  parameters: {
    page: returned('betaling-gestopt'),
    screen: {
      network: [
        ...shopNetwork(deSmul),
        cancelOrderAnswer(deSmulOrder({ status: 'expired', state: 'cancelled', stateLabel: 'Geannuleerd' }))
          .handler,
      ],
      stored: storedCart,
    },
  },
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Betaling geannuleerd' }, { timeout: 5000 });
    await screen.findByRole('link', { name: '0470 12 34 56' }, { timeout: 5000 });
  },
};

export const PaymentStoppedEnglish: Story = {
  ...PaymentStopped,
  name: 'Payment cancelled (en)',
  globals: { locale: 'en' },
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Payment cancelled' }, { timeout: 5000 });
  },
};

/** The shop marked the order ready: the customer's order page says it can be picked up. */
export const OrderReady: Story = {
  name: "Customer's order, ready",
  parameters: {
    page: `/bestelling/${ORDER}?t=${KEY}`,
    screen: {
      network: [
        ...shopNetwork(deSmul),
        publicOrderAnswers(deSmulOrder({ state: 'ready', stateLabel: 'Klaar voor afhaling' })).handler,
      ],
    },
  },
  play: async () => {
    await screen.findByText('Klaar voor afhaling', {}, { timeout: 5000 });
  },
};

/** The order was cancelled and refunded: the page says how much went back. */
export const OrderCancelled: Story = {
  name: "Customer's order, cancelled",
  parameters: {
    page: `/bestelling/${ORDER}?t=${KEY}`,
    screen: {
      network: [
        ...shopNetwork(deSmul),
        publicOrderAnswers(
          deSmulOrder({
            state: 'cancelled',
            stateLabel: 'Geannuleerd — € 13,00 terugbetaald',
            refundedAmount: 13,
          }),
        ).handler,
      ],
    },
  },
  play: async () => {
    await screen.findByText('Geannuleerd — € 13,00 terugbetaald', {}, { timeout: 5000 });
  },
};
