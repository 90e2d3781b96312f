import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatEuros } from '@bestelklaar/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { server } from '../../test/server';
import { product, storefrontAnswer, storefrontView } from '../../test/fixtures/storefront';
import { SHOWN_MESSAGE_MS } from './cart/Announcer';
import { Component as ShopLayout } from './ShopLayout';
import { Component as ShopPage } from './ShopPage';

const soup = product({ _id: 'p-soep', name: 'Tomatensoep', price: 4.8 });
const bread = product({ _id: 'p-brood', name: 'Desembrood', price: 4.7 });

function renderShop() {
  server.use(storefrontAnswer(storefrontView({ products: [soup, bread], menus: [] })));
  return renderRoutes(
    [{ path: '/:shop', Component: ShopLayout, children: [{ index: true, Component: ShopPage }] }],
    '/de-smul',
  );
}

const addButton = (name: string) => screen.getByRole('button', { name: `Toevoegen: ${name}` });

describe('finding the way to the cart', () => {
  it("starts the shop's page with 'Naar winkelmandje', which takes focus to the cart beside the items", async () => {
    renderShop();
    await screen.findByRole('heading', { name: 'Tomatensoep' });

    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Naar winkelmandje' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const column = document.getElementById('winkelmandje')!;
    expect(column).toHaveFocus();
    expect(within(column).getByRole('region', { name: 'Winkelmandje' })).toBeInTheDocument();
  });

  it("shows the running total on the phone's cart button: 'Winkelmandje · € 14,30'", async () => {
    renderShop();
    await screen.findByRole('heading', { name: 'Tomatensoep' });
    const cartButton = () => screen.getByRole('button', { name: /^Winkelmandje .*artikel/ });
    expect(cartButton()).toHaveTextContent(/^Winkelmandje\s*0$/);

    await userEvent.click(addButton('Tomatensoep'));
    await userEvent.click(addButton('Tomatensoep'));
    await userEvent.click(addButton('Desembrood'));

    expect(cartButton()).toHaveTextContent('Winkelmandje · € 14,30 3');
    expect(cartButton()).toHaveAccessibleName(`Winkelmandje ${formatEuros(14.3)}, 3 artikelen`);
  });

  it('confirms an added item where it can be seen, for a moment, and says it to screen readers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderShop();
      await screen.findByRole('heading', { name: 'Tomatensoep' });
      await userEvent.click(addButton('Tomatensoep'));

      const confirmation = await screen.findByText('Tomatensoep toegevoegd aan je winkelmandje.');
      expect(confirmation).toHaveAttribute('role', 'status');
      expect(confirmation.className).toMatch(/shown/);

      act(() => vi.advanceTimersByTime(SHOWN_MESSAGE_MS));
      expect(screen.getByText('Tomatensoep toegevoegd aan je winkelmandje.').className).toMatch(
        /visuallyHidden/,
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
