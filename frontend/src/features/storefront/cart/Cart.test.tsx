import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  discountRulesFromPublicView,
  eurosFromCents,
  formatEuros,
  formatSurcharge,
  priceCart,
  pricedItemOf,
  type SelectedOptions,
  type ShopItem,
  type StorefrontView,
} from '@bestelklaar/domain';
import { describe, expect, it } from 'vitest';
import { CartButton, CartPanel, CartProvider, useCart } from './index';
import { cartStorageKey } from './cart-storage';
import { queryWrapper } from '../../../test/render';
import { slotAvailabilityAnswer } from '../../../test/fixtures/storefront-order';
import { server } from '../../../test/server';
import { croque, lunchMenu, soup, storefrontFixture, wine } from '../../../test/fixtures/storefront';

const additions: { label: string; item: ShopItem; options?: SelectedOptions }[] = [
  { label: 'Croque met mayonaise', item: croque, options: { 0: 0 } },
  { label: 'Croque met tartaar en kaas', item: croque, options: { 0: 1, 1: [0] } },
  { label: 'Croque met kaas en tartaar', item: croque, options: { 1: [0], 0: 1 } },
  { label: 'Soep', item: soup },
  { label: 'Wijn', item: wine },
  { label: 'Lunchmenu', item: lunchMenu },
];

/** Stands in for the shop page's cards: each button adds an item with its options. */
function AddButtons() {
  const cart = useCart();
  return (
    <div>
      {additions.map(({ label, item, options }) => (
        <button key={label} type="button" onClick={() => cart.add(item, options)}>
          {label}
        </button>
      ))}
    </div>
  );
}

function renderShop(storefront: StorefrontView = storefrontFixture()) {
  const view = render(
    <CartProvider storefront={storefront}>
      <AddButtons />
      <CartPanel />
    </CartProvider>,
    { wrapper: queryWrapper() },
  );
  return { ...view, panel: () => screen.getByRole('region', { name: 'Winkelmandje' }) };
}

const add = (label: string) => userEvent.click(screen.getByRole('button', { name: label }));

const lineTexts = (panel: HTMLElement) =>
  within(panel)
    .queryAllByRole('listitem')
    .filter((item) => item.parentElement?.parentElement === panel)
    .map((item) => item.textContent);

const storedCart = (shop = 'desmul') => JSON.parse(localStorage.getItem(cartStorageKey(shop)) ?? 'null');

describe('the cart panel', () => {
  it('starts empty: the empty text, totals at € 0,00 and no ordering', () => {
    const { panel } = renderShop();

    expect(within(panel()).getByText('Je winkelmandje is leeg.')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Bestelling plaatsen' })).toBeDisabled();
    expect(within(panel()).getByText('BTW (6%)')).toBeInTheDocument();
    expect(within(panel()).getByText('Totaal').nextSibling).toHaveTextContent('€ 0,00');
  });

  it('adds 1 to the line of the same item with the same options, and makes a new line otherwise', async () => {
    const { panel } = renderShop();

    await add('Croque met mayonaise');
    await add('Croque met mayonaise');
    await add('Croque met tartaar en kaas');
    // The same options in another order are the same options.
    await add('Croque met kaas en tartaar');

    expect(lineTexts(panel())).toHaveLength(2);
    expect(
      within(panel()).getByRole('group', { name: 'Aantal: Croque monsieur (Saus: Mayonaise)' }),
    ).toHaveTextContent('2');
    expect(
      within(panel()).getByRole('group', { name: 'Aantal: Croque monsieur (Saus: Tartaar; Extra’s: Kaas)' }),
    ).toHaveTextContent('2');
    expect(within(panel()).getByText('Extra’s: Kaas')).toBeInTheDocument();
  });

  it('raises and lowers with + and −, and removes the line at 0 with focus kept in the cart', async () => {
    const { panel } = renderShop();
    await add('Soep');
    await add('Wijn');

    await userEvent.click(within(panel()).getByRole('button', { name: 'Eén meer: Tomatensoep' }));
    expect(within(panel()).getByRole('group', { name: 'Aantal: Tomatensoep' })).toHaveTextContent('2');
    expect(within(panel()).getByText('2 × € 4,20')).toBeInTheDocument();

    await userEvent.click(within(panel()).getByRole('button', { name: 'Eén minder: Tomatensoep' }));
    expect(within(panel()).getByRole('group', { name: 'Aantal: Tomatensoep' })).toHaveTextContent('1');

    await userEvent.click(within(panel()).getByRole('button', { name: 'Eén minder: Tomatensoep' }));
    expect(within(panel()).queryByRole('group', { name: 'Aantal: Tomatensoep' })).not.toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Eén minder: Glas rode wijn' })).toHaveFocus();

    await userEvent.click(within(panel()).getByRole('button', { name: 'Eén minder: Glas rode wijn' }));
    expect(within(panel()).getByText('Je winkelmandje is leeg.')).toHaveFocus();
    expect(storedCart()).toBeNull();
  });

  it('adds no more than the stock left, whatever the options, and nothing of a sold-out item', async () => {
    const { panel } = renderShop(
      storefrontFixture({ products: [{ ...croque, stockQuantity: 2 }, { ...soup, soldOut: true }, wine] }),
    );
    await add('Croque met mayonaise');
    await add('Croque met tartaar en kaas');

    await add('Croque met mayonaise');
    await userEvent.click(
      within(panel()).getByRole('button', { name: 'Eén meer: Croque monsieur (Saus: Mayonaise)' }),
    );
    expect(within(panel()).getByRole('status')).toHaveTextContent(
      'Nog maar 2 beschikbaar van Croque monsieur.',
    );
    expect(
      within(panel()).getByRole('group', { name: 'Aantal: Croque monsieur (Saus: Mayonaise)' }),
    ).toHaveTextContent('1');

    await add('Soep');
    expect(within(panel()).getByRole('status')).toHaveTextContent('Tomatensoep is uitverkocht.');
    expect(lineTexts(panel())).toHaveLength(2);
  });

  it('takes no more of an item than its maximum per pickup day, lines and menus alike, and says why', async () => {
    const { panel } = renderShop(
      storefrontFixture({
        products: [{ ...croque, dailyLimit: 2 }, soup, wine],
        menus: [{ ...lunchMenu, dailyLimit: 1 }],
      }),
    );
    await add('Croque met mayonaise');
    expect(within(panel()).getByText('Maximaal 2 per ophaaldag')).toBeInTheDocument();
    await add('Croque met tartaar en kaas');

    await add('Croque met mayonaise');
    expect(within(panel()).getByRole('status')).toHaveTextContent(
      'Je kunt maximaal 2 van Croque monsieur per ophaaldag bestellen.',
    );
    await userEvent.click(
      within(panel()).getByRole('button', { name: 'Eén meer: Croque monsieur (Saus: Mayonaise)' }),
    );
    expect(
      within(panel()).getByRole('group', { name: 'Aantal: Croque monsieur (Saus: Mayonaise)' }),
    ).toHaveTextContent('1');

    await add('Lunchmenu');
    await add('Lunchmenu');
    expect(within(panel()).getByRole('status')).toHaveTextContent(
      'Je kunt maximaal 1 van Lunchmenu per ophaaldag bestellen.',
    );
    expect(within(panel()).getByRole('group', { name: /^Aantal: Lunchmenu/ })).toHaveTextContent('1');
  });

  it('takes a stored sold-out item out and lowers a line to the stock left, saying so', () => {
    localStorage.setItem(
      cartStorageKey('desmul'),
      JSON.stringify({
        version: 1,
        lines: [
          { kind: 'product', id: 'p-soep', quantity: 1, options: {} },
          { kind: 'product', id: 'p-croque', quantity: 4, options: { 0: 0 } },
        ],
      }),
    );
    const { panel } = renderShop(
      storefrontFixture({
        products: [
          { ...croque, stockQuantity: 3 },
          { ...soup, soldOut: true },
        ],
      }),
    );

    expect(within(panel()).getByRole('status')).toHaveTextContent(
      'Tomatensoep is uitverkocht en werd uit je winkelmandje verwijderd. ' +
        'Nog maar 3 beschikbaar van Croque monsieur. Je winkelmandje werd aangepast.',
    );
    expect(storedCart().lines).toEqual([{ kind: 'product', id: 'p-croque', quantity: 3, options: { 0: 0 } }]);
  });

  it('announces every change to screen readers', async () => {
    const { panel } = renderShop();

    await add('Croque met mayonaise');
    expect(await screen.findByText('Croque monsieur toegevoegd aan je winkelmandje.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await userEvent.click(within(panel()).getByRole('button', { name: /^Eén meer: Croque monsieur/ }));
    expect(await screen.findByText('Croque monsieur: aantal verhoogd naar 2.')).toBeInTheDocument();
    await userEvent.click(within(panel()).getByRole('button', { name: /^Eén minder: Croque monsieur/ }));
    expect(await screen.findByText('Croque monsieur: aantal verlaagd naar 1.')).toBeInTheDocument();
    await userEvent.click(within(panel()).getByRole('button', { name: /^Eén minder: Croque monsieur/ }));
    expect(await screen.findByText('Croque monsieur verwijderd uit je winkelmandje.')).toBeInTheDocument();
  });

  it('shows a menu line with the products it includes', async () => {
    const { panel } = renderShop();
    await add('Lunchmenu');

    expect(within(panel()).getByText('Inclusief: Tomatensoep, Croque monsieur')).toBeInTheDocument();
  });

  it('totals the cart as priceCart charges it, adding up as read: Subtotaal, BTW per rate, −Korting, Totaal', async () => {
    const storefront = storefrontFixture();
    const { panel } = renderShop(storefront);
    await add('Croque met tartaar en kaas');
    await add('Croque met tartaar en kaas');
    await add('Wijn');
    await add('Lunchmenu');

    const expected = priceCart(
      [
        { item: pricedItemOf(croque), quantity: 2, selectedOptions: { 0: 1, 1: [0] } },
        { item: pricedItemOf(wine), quantity: 1, selectedOptions: {} },
        { item: pricedItemOf(lunchMenu), quantity: 1, selectedOptions: {} },
      ],
      discountRulesFromPublicView(storefront.discounts),
      storefront.today,
    );
    const rows = within(panel())
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextSibling?.textContent?.replace(/\s/g, ' ')]);
    // At 6 %: (8,50 + 0,50 + 1,00) × 2 and the menu's 11,00 − 20 % = 8,80, so 28,80 paid (1,63 VAT) of
    // 31,00 full (29,25 without VAT); at 21 % the wine's 5,50 (0,95 VAT). Korting without VAT is
    // 29,25 − 27,17 = 2,08, not the 2,20 the menu lost with its VAT: 33,80 + 1,63 + 0,95 − 2,08 = 34,30.
    expect(rows).toEqual([
      ['Subtotaal', '€ 33,80'],
      ['BTW (6%)', '€ 1,63'],
      ['BTW (21%)', '€ 0,95'],
      ['Korting', '-€ 2,08'],
      ['Totaal', '€ 34,30'],
    ]);
    expect(rows.at(-1)![1]).toBe(formatEuros(eurosFromCents(expected.totalCents)).replace(/\s/g, ' '));
  });

  it('shows no Korting line without a discount', async () => {
    const { panel } = renderShop();
    await add('Soep');

    expect(
      within(panel())
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Subtotaal', 'BTW (6%)', 'Totaal']);
  });

  it('switches to the order form and back with focus following, keeping what was typed', async () => {
    server.use(slotAvailabilityAnswer());
    const { panel } = renderShop();
    await add('Soep');

    await userEvent.click(within(panel()).getByRole('button', { name: 'Bestelling plaatsen' }));
    expect(await within(panel()).findByRole('heading', { name: 'Plaats een Bestelling' })).toHaveFocus();
    await userEvent.type(within(panel()).getByRole('textbox', { name: /Naam/ }), 'An Peeters');

    await userEvent.click(within(panel()).getByRole('button', { name: 'Terug naar winkelmandje' }));
    expect(within(panel()).getByRole('button', { name: 'Bestelling plaatsen' })).toHaveFocus();
    expect(within(panel()).getByRole('group', { name: 'Aantal: Tomatensoep' })).toBeInTheDocument();

    await userEvent.click(within(panel()).getByRole('button', { name: 'Bestelling plaatsen' }));
    expect(within(panel()).getByRole('textbox', { name: /Naam/ })).toHaveValue('An Peeters');
  });

  it('edits a line’s options with ‘Opties bijwerken’, merging into a line that already has them', async () => {
    const { panel } = renderShop();
    await add('Croque met mayonaise');
    await add('Croque met tartaar en kaas');

    const settings = within(panel()).getByRole('button', {
      name: 'Opties wijzigen: Croque monsieur (Saus: Mayonaise)',
    });
    await userEvent.click(settings);
    let dialog = await screen.findByRole('dialog', { name: 'Croque monsieur' });
    expect(within(dialog).getByRole('radio', { name: 'Mayonaise' })).toBeChecked();
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: `Ei ${formatSurcharge(0.75, 'nl')}` }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opties bijwerken' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(panel()).getByText('Extra’s: Ei')).toBeInTheDocument();
    expect(lineTexts(panel())).toHaveLength(2);
    expect(await screen.findByText('Opties van Croque monsieur bijgewerkt.')).toBeInTheDocument();

    // Now make it the same as the other line: the two become one line of 2.
    await userEvent.click(
      within(panel()).getByRole('button', {
        name: 'Opties wijzigen: Croque monsieur (Saus: Mayonaise; Extra’s: Ei)',
      }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Croque monsieur' });
    await userEvent.click(
      within(dialog).getByRole('radio', { name: `Tartaar ${formatSurcharge(0.5, 'nl')}` }),
    );
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: `Ei ${formatSurcharge(0.75, 'nl')}` }),
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: `Kaas ${formatSurcharge(1, 'nl')}` }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opties bijwerken' }));

    expect(lineTexts(panel())).toHaveLength(1);
    expect(
      within(panel()).getByRole('group', { name: 'Aantal: Croque monsieur (Saus: Tartaar; Extra’s: Kaas)' }),
    ).toHaveTextContent('2');
  });
});

describe('the cart in the browser', () => {
  it('keeps only ids, quantities and options per shop — never a price', async () => {
    renderShop();
    await add('Croque met tartaar en kaas');
    await add('Lunchmenu');
    await add('Lunchmenu');

    expect(Object.keys(localStorage)).toEqual([cartStorageKey('desmul')]);
    expect(storedCart()).toEqual({
      version: 1,
      lines: [
        { kind: 'product', id: 'p-croque', quantity: 1, options: { 0: 1, 1: [0] } },
        { kind: 'menu', id: 'm-lunch', quantity: 2, options: {} },
      ],
    });
  });

  it('finds the cart again after a reload', async () => {
    const first = renderShop();
    await add('Soep');
    await add('Soep');
    first.unmount();

    const { panel } = renderShop();
    expect(within(panel()).getByRole('group', { name: 'Aantal: Tomatensoep' })).toHaveTextContent('2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('never carries items into another shop', async () => {
    const first = renderShop();
    await add('Soep');
    first.unmount();

    // Another shop that happens to sell an item with the same id.
    const { panel } = renderShop(storefrontFixture({ shop: 'anderzaak' }));
    expect(within(panel()).getByText('Je winkelmandje is leeg.')).toBeInTheDocument();
    await add('Wijn');
    expect(storedCart('anderzaak').lines).toEqual([
      { kind: 'product', id: 'p-wijn', quantity: 1, options: {} },
    ]);
    expect(storedCart('desmul').lines).toEqual([{ kind: 'product', id: 'p-soep', quantity: 1, options: {} }]);
  });

  it('ignores a stored cart it cannot read', () => {
    localStorage.setItem(cartStorageKey('desmul'), '{"version":1,"lines":[{"kind":"product"');
    const { panel } = renderShop();
    expect(within(panel()).getByText('Je winkelmandje is leeg.')).toBeInTheDocument();
  });

  it('drops lines whose item or options are gone, says so, and prices the rest from current data', async () => {
    localStorage.setItem(
      cartStorageKey('desmul'),
      JSON.stringify({
        version: 1,
        lines: [
          { kind: 'product', id: 'p-verdwenen', quantity: 2, options: {} },
          { kind: 'product', id: 'p-croque', quantity: 1, options: { 0: 7 } },
          { kind: 'product', id: 'p-croque', quantity: 3, options: { 0: 0 } },
          // A price someone slipped in is never read.
          { kind: 'menu', id: 'm-lunch', quantity: 1, options: {}, price: 0.01 },
        ],
      }),
    );
    const storefront = storefrontFixture({ products: [croque, { ...soup, _id: 'p-andere' }] });
    const { panel } = renderShop(storefront);

    expect(
      within(panel()).getByText(
        '1 artikel is niet meer beschikbaar en werd uit je winkelmandje verwijderd. ' +
          'De opties van Croque monsieur zijn gewijzigd en het werd uit je winkelmandje verwijderd; kies je opties opnieuw.',
      ),
    ).toBeInTheDocument();
    expect(lineTexts(panel())).toHaveLength(2);
    // 3 × 8,50 + 11,00 − 20 %.
    expect(within(panel()).getByText('Totaal').nextSibling).toHaveTextContent('€ 34,30');
    expect(storedCart().lines).toEqual([
      { kind: 'product', id: 'p-croque', quantity: 3, options: { 0: 0 } },
      { kind: 'menu', id: 'm-lunch', quantity: 1, options: {} },
    ]);

    await userEvent.click(within(panel()).getByRole('button', { name: 'Melding sluiten' }));
    expect(within(panel()).queryByText(/niet meer beschikbaar/)).not.toBeInTheDocument();
  });

  it('drops lines whose required options were added since', () => {
    localStorage.setItem(
      cartStorageKey('desmul'),
      JSON.stringify({
        version: 1,
        lines: [
          { kind: 'product', id: 'p-soep', quantity: 1, options: {} },
          { kind: 'product', id: 'p-wijn', quantity: 1, options: {} },
        ],
      }),
    );
    const withSize = { ...soup, productOptions: [{ ...croque.productOptions[0]!, name: 'Grootte' }] };
    const withGlass = { ...wine, productOptions: [{ ...croque.productOptions[0]!, name: 'Glas' }] };
    const { panel } = renderShop(storefrontFixture({ products: [croque, withSize, withGlass] }));

    expect(
      within(panel()).getByText(
        'De opties van Tomatensoep en Glas rode wijn zijn gewijzigd en ze werden uit je winkelmandje verwijderd; kies je opties opnieuw.',
      ),
    ).toBeInTheDocument();
    expect(within(panel()).getByText('Je winkelmandje is leeg.')).toBeInTheDocument();
  });

  it('checks the cart again when the shop’s data changes while the page is open', async () => {
    const storefront = storefrontFixture();
    const { panel, rerender } = renderShop(storefront);
    await add('Soep');
    await add('Wijn');

    rerender(
      <CartProvider storefront={{ ...storefront, products: [croque, wine] }}>
        <AddButtons />
        <CartPanel />
      </CartProvider>,
    );

    expect(
      within(panel()).getByText('1 artikel is niet meer beschikbaar en werd uit je winkelmandje verwijderd.'),
    ).toBeInTheDocument();
    expect(lineTexts(panel())).toHaveLength(1);
  });
});

describe('the cart button on a narrow screen', () => {
  it('shows the number of items and opens the cart over the page, closed by either button', async () => {
    render(
      <CartProvider storefront={storefrontFixture()}>
        <AddButtons />
        <CartButton />
      </CartProvider>,
      { wrapper: queryWrapper() },
    );
    await add('Soep');
    await add('Soep');
    await add('Wijn');

    const button = screen.getByRole('button', { name: /^Winkelmandje €\s[\d,]+, 3 artikelen$/ });
    await userEvent.click(button);
    // The sheet loads on first opening.
    const sheet = await screen.findByRole('dialog', { name: 'Winkelmandje' });
    expect(within(sheet).getByRole('group', { name: 'Aantal: Tomatensoep' })).toHaveTextContent('2');

    await userEvent.click(within(sheet).getByRole('button', { name: 'Eén meer: Glas rode wijn' }));
    expect(await screen.findByText('Glas rode wijn: aantal verhoogd naar 2.')).toBeInTheDocument();

    await userEvent.click(within(sheet).getByRole('button', { name: 'Verder winkelen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Winkelmandje €\s[\d,]+, 4 artikelen$/ })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: /^Winkelmandje €\s[\d,]+, 4 artikelen$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Winkelmandje €\s[\d,]+, 4 artikelen$/ })).toHaveFocus();
  });
});
