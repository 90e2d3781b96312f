import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { publicOrder, publicOrderAnswers } from '../test/fixtures/storefront-order';
import { storefrontAnswer } from '../test/fixtures/storefront';
import { deSmul } from '../test/fixtures/storefront-screens';
import { api } from '../test/handlers';
import { screenLoader, type ScreenParameters } from './screen';
import { renderShop, shopNetwork } from './shop-screen';

/** The page stands once the shop's name heads it. */
async function shopShown(): Promise<void> {
  await screen.findByRole('heading', { level: 1, name: 'De Smul' }, { timeout: 5000 });
}

const meta = {
  title: 'Schermen/Webshop',
  loaders: [screenLoader],
  // One screen at a time: a docs page would show them all at once on one cache and one network.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', screen: { network: shopNetwork(deSmul) } satisfies ScreenParameters },
  render: renderShop,
  play: shopShown,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop's page: its collections, products and menus, allergens marked, the cart beside them. */
export const ShopPageScreen: Story = { name: 'Shop page' };

/** The same page in French and dark, as a French customer with a dark phone sees it. */
export const ShopPageFrenchDark: Story = {
  name: 'Shop page (fr, dark)',
  globals: { locale: 'fr', theme: 'dark' },
  play: async () => {
    await shopShown();
    await expect(screen.getByText('Heures d’ouverture')).toBeInTheDocument();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};

export const ShopPageEnglish: Story = { name: 'Shop page (en)', globals: { locale: 'en' } };

/** A shop that has not put anything on its page yet. */
export const EmptyShop: Story = {
  name: 'Shop page, empty',
  parameters: { screen: { network: shopNetwork({ ...deSmul, products: [], menus: [], collections: [] }) } },
};

/** While the shop is read: the table being laid, the name still loading. */
export const ShopLoading: Story = {
  name: 'Shop page, loading',
  parameters: {
    screen: { network: [http.get(api('/shop/:shop/storefront'), () => delay('infinite'))] },
  },
  play: async () => {
    await screen.findByText('Shopnaam laden...', {}, { timeout: 5000 });
  },
};

/** The shop could not be read: the page says so and offers to try again. */
export const ShopUnavailable: Story = {
  name: 'Shop page, error',
  parameters: { screen: { network: [storefrontAnswer({ status: 500 })], showsError: true } },
  play: async () => {
    await screen.findByRole('alert', {}, { timeout: 8000 });
  },
};

/** The item window of a product with a required choice, a limited multiple choice and allergens. */
export const ItemWindow: Story = {
  name: 'Item window',
  play: async () => {
    await shopShown();
    const card = screen.getByRole('article', { name: 'Croque monsieur' });
    await userEvent.click(within(card).getByRole('button', { name: /: Croque monsieur$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Croque monsieur' }, { timeout: 5000 });
    await expect(within(dialog).getByRole('radiogroup', { name: 'Saus' })).toBeInTheDocument();
  },
};

/** The cart with two lines: a product with its options and one without, and the totals. */
export const Cart: Story = {
  name: 'Cart',
  play: async () => {
    await shopShown();
    const soupCard = screen.getByRole('article', { name: 'Tomatensoep' });
    await userEvent.click(within(soupCard).getByRole('button', { name: 'Toevoegen: Tomatensoep' }));
    await userEvent.click(within(soupCard).getByRole('button', { name: 'Toevoegen: Tomatensoep' }));
    const croqueCard = screen.getByRole('article', { name: 'Croque monsieur' });
    await userEvent.click(within(croqueCard).getByRole('button', { name: /: Croque monsieur$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Croque monsieur' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Tartaar/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Kaas/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen aan Winkelmandje' }));
    const cart = await screen.findAllByRole('region', { name: 'Winkelmandje' });
    await expect(cart[0]).toHaveTextContent('Croque monsieur');
  },
};

/** The customer's order page, reached from the confirmation mail: state, pickup, lines, totals, shop. */
export const CustomerOrder: Story = {
  name: "Customer's order",
  parameters: {
    page: '/bestelling/7b4a2c1e-1111-4a4a-8a8a-000000000001?t=geheime-sleutel',
    screen: {
      network: [
        ...shopNetwork(deSmul),
        publicOrderAnswers(
          publicOrder({ lines: [{ ...publicOrder().lines[0]!, allergens: ['gluten', 'milk'] }] }),
        ).handler,
      ],
    },
  },
  play: async () => {
    await screen.findByRole('heading', { name: /1042$/ }, { timeout: 5000 });
    await expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

export const CustomerOrderFrench: Story = {
  ...CustomerOrder,
  name: "Customer's order (fr)",
  globals: { locale: 'fr' },
};
