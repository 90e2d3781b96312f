import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicProductView } from '@bestelklaar/domain';
import { describe, expect, it } from 'vitest';
import { CartPanel, CartProvider, useCart } from '../cart';
import { queryWrapper } from '../../../test/render';
import { slotAvailabilityAnswer } from '../../../test/fixtures/storefront-order';
import { server } from '../../../test/server';
import { activateLanguage } from '../../../i18n/i18n';
import { croque, soup, storefrontFixture } from '../../../test/fixtures/storefront';

const cheeseCroque: PublicProductView = {
  ...croque,
  allergens: ['gluten', 'mustard'],
  productOptions: croque.productOptions.map((group) =>
    group.name === 'Extra’s'
      ? {
          ...group,
          options: group.options.map((choice) =>
            choice.name === 'Kaas' ? { ...choice, allergens: ['milk'] } : choice,
          ),
        }
      : group,
  ),
};

function AddButtons() {
  const cart = useCart();
  return (
    <>
      <button type="button" onClick={() => cart.add(cheeseCroque, { 0: 0, 1: [0] })}>
        Croque met kaas
      </button>
      <button type="button" onClick={() => cart.add(soup)}>
        Soep
      </button>
    </>
  );
}

function renderCart() {
  render(
    <CartProvider storefront={storefrontFixture({ products: [cheeseCroque, soup] })}>
      <AddButtons />
      <CartPanel />
    </CartProvider>,
    { wrapper: queryWrapper() },
  );
  return screen.getByRole('region', { name: /^(Winkelmandje|Panier)$/ });
}

describe("each line's allergens before paying", () => {
  it('shows a line its allergens after its options, in the cart and in the order form', async () => {
    server.use(slotAvailabilityAnswer());
    const user = userEvent.setup();
    const panel = renderCart();
    await user.click(screen.getByRole('button', { name: 'Croque met kaas' }));
    await user.click(screen.getByRole('button', { name: 'Soep' }));

    // The chosen 'Kaas' adds Melk to the croque's own allergens, in the regulation's order.
    const croqueLine = within(panel).getByText('Croque monsieur').closest('li')!;
    expect(within(croqueLine).getByRole('list', { name: 'Bevat:' })).toHaveTextContent(
      'Glutenbevattende granenMelkMosterd',
    );
    // An item without information shows no list that would read as "contains nothing".
    const soupLine = within(panel).getByText('Tomatensoep').closest('li')!;
    expect(within(soupLine).queryByRole('list', { name: 'Bevat:' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Bestelling plaatsen' }));
    const summary = await screen.findByRole('region', { name: 'Allergenen in je bestelling' });
    const [first, second] = summary.querySelectorAll(':scope > ul > li');
    expect(first).toHaveTextContent('1 × Croque monsieur');
    expect(first).toHaveTextContent('Glutenbevattende granenMelkMosterd');
    expect(second).toHaveTextContent('1 × TomatensoepVraag de zaak naar allergenen');
  });

  it('writes the options and the allergens’ label with the colon as French does, in French', async () => {
    await activateLanguage('fr');
    const user = userEvent.setup();
    renderCart();
    await user.click(screen.getByRole('button', { name: 'Croque met kaas' }));

    const croqueLine = screen.getByText('Croque monsieur').closest('li')!;
    // Matched as written: Testing Library would otherwise read the no-break space as a plain one.
    expect(
      within(croqueLine).getByText('Saus\u00a0: Mayonaise', { normalizer: (text) => text }),
    ).toBeInTheDocument();
    expect(within(croqueLine).getByRole('list', { name: 'Contient\u00a0:' })).toHaveTextContent(
      'Céréales contenant du glutenLaitMoutarde',
    );
  });
});
