import { formatSurcharge } from '@bestelklaar/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopItem } from '@bestelklaar/domain';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CartPanel, CartProvider } from '../cart';
import { croque, lunchMenu, soup, storefrontFixture, wine } from '../../../test/fixtures/storefront';
import { queryWrapper } from '../../../test/render';
import { ItemDialog } from './index';

/** Stands in for an item card: its button opens the product window. */
function Card({ item }: { item: ShopItem }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Bekijk {item.name}
      </button>
      <ItemDialog item={open ? item : null} onClose={() => setOpen(false)} />
    </>
  );
}

function renderCard(item: ShopItem) {
  render(
    <CartProvider storefront={storefrontFixture()}>
      <Card item={item} />
      <CartPanel />
    </CartProvider>,
    { wrapper: queryWrapper() },
  );
}

async function openWindow(item: ShopItem) {
  renderCard(item);
  await userEvent.click(screen.getByRole('button', { name: `Bekijk ${item.name}` }));
  // The window's code arrives with its first opening.
  return screen.findByRole('dialog', { name: item.name });
}

// While the window is open, the page behind it is hidden from assistive technology.
const cartPanel = () => screen.getByRole('region', { name: 'Winkelmandje', hidden: true });
// An extra is written as mails and tickets write it: '+ € 0,50'.
const plus = (euros: number) => formatSurcharge(euros, 'nl');

describe('the product window', () => {
  it('shows a product: description, price, collection, stock and its options with their extras', async () => {
    const dialog = await openWindow(croque);

    expect(within(dialog).getByText('Ham en kaas, goudbruin gebakken.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('€ 8,50')[0]).toBeInTheDocument();
    expect(within(dialog).getByText('Broodjes')).toBeInTheDocument();
    expect(within(dialog).getByText('Voorraad: 12')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Beschikbare Opties' })).toBeInTheDocument();
    const sauce = within(dialog).getByRole('radiogroup', { name: 'Saus' });
    expect(sauce).toBeRequired();
    expect(
      within(sauce)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Mayonaise', `Tartaar ${plus(0.5)}`]);
    const extras = within(dialog).getByRole('group', { name: 'Extra’s' });
    expect(within(extras).getByText('Kies er maximaal 2.')).toBeInTheDocument();
    expect(within(extras).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(dialog).getByRole('button', { name: 'Toevoegen aan Winkelmandje' })).toBeInTheDocument();
  });

  it('says ‘Onbeperkt’ for a product without a stock, and adds an item without options at once', async () => {
    const dialog = await openWindow(soup);

    expect(within(dialog).getByText('Voorraad: Onbeperkt')).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Beschikbare Opties' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen aan Winkelmandje' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(cartPanel()).getByRole('group', { name: 'Aantal: Tomatensoep' })).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Bekijk Tomatensoep' })).toHaveFocus();
    expect(await screen.findByText('Tomatensoep toegevoegd aan je winkelmandje.')).toBeInTheDocument();
  });

  it('shows a stock of 0 as such', async () => {
    const dialog = await openWindow({ ...wine, stockQuantity: 0 });
    expect(within(dialog).getByText('Voorraad: 0')).toBeInTheDocument();
  });

  it('shows a menu’s products, its discount and no stock; its text option is kept to 200 characters', async () => {
    const dialog = await openWindow(lunchMenu);

    expect(within(dialog).getByRole('heading', { name: 'Dit menu bevat:' })).toBeInTheDocument();
    expect(within(dialog).getByText('Ham en kaas.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Voorraad/)).not.toBeInTheDocument();
    // 20 % off the menus' collection: € 11,00 struck through, € 8,80 now.
    expect(within(dialog).getAllByText('€ 11,00')[0]!.closest('s')).not.toBeNull();
    expect(within(dialog).getAllByText('€ 8,80')[0]).toBeInTheDocument();
    expect(within(dialog).getByText('20% korting')).toBeInTheDocument();

    const remark = within(dialog).getByRole('textbox', { name: 'Opmerking' });
    expect(remark).toHaveAttribute('maxLength', '200');
    await userEvent.type(remark, '  zonder ui  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen aan Winkelmandje' }));

    expect(within(cartPanel()).getByText('Opmerking: zonder ui')).toBeInTheDocument();
  });

  it("shows a choice 'Niet beschikbaar' that cannot be chosen", async () => {
    const sauce = croque.productOptions[0]!;
    const withoutTartaar = {
      ...croque,
      productOptions: [
        { ...sauce, options: [sauce.options[0]!, { ...sauce.options[1]!, available: false as const }] },
        ...croque.productOptions.slice(1),
      ],
    };
    const dialog = await openWindow(withoutTartaar);

    const tartaar = within(dialog).getByRole('radio', { name: 'Tartaar Niet beschikbaar' });
    expect(tartaar).toBeDisabled();
    await userEvent.click(tartaar);
    expect(tartaar).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Mayonaise' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen aan Winkelmandje' }));
    expect(within(cartPanel()).getByText('Saus: Mayonaise')).toBeInTheDocument();
  });

  it('refuses a missing required option with the spec’s message, and moves focus to it', async () => {
    const dialog = await openWindow(croque);
    const add = within(dialog).getByRole('button', { name: 'Toevoegen aan Winkelmandje' });

    await userEvent.click(add);

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Vul alle verplichte opties in');
    expect(within(dialog).getByRole('radio', { name: 'Mayonaise' })).toHaveFocus();
    expect(within(cartPanel()).getByText('Je winkelmandje is leeg.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Mayonaise' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("stops at the maximum: the other choices are disabled and the group shows '2/2 gekozen'", async () => {
    const dialog = await openWindow(croque);
    const extras = within(dialog).getByRole('group', { name: 'Extra’s' });
    const spek = within(dialog).getByRole('checkbox', { name: `Spek ${plus(1.25)}` });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Mayonaise' }));
    expect(extras).toHaveAccessibleDescription('Kies er maximaal 2. 0/2 gekozen');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: `Kaas ${plus(1)}` }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: `Ei ${plus(0.75)}` }));

    expect(extras).toHaveAccessibleDescription('Kies er maximaal 2. 2/2 gekozen');
    expect(spek).toBeDisabled();
    await userEvent.click(spek);
    expect(spek).not.toBeChecked();
    expect(
      within(dialog).queryByText('Je kunt maximaal 2 keuzes maken voor Extra’s'),
    ).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen aan Winkelmandje' }));
    expect(within(cartPanel()).getByText('Extra’s: Kaas, Ei')).toBeInTheDocument();
  });

  it('stops at the maximum in the cart’s options window too', async () => {
    const dialog = await openWindow(croque);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Mayonaise' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: `Kaas ${plus(1)}` }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen aan Winkelmandje' }));
    await userEvent.click(
      within(cartPanel()).getByRole('button', { name: /^Opties wijzigen: Croque monsieur/ }),
    );

    const edit = await screen.findByRole('dialog', { name: croque.name });
    await userEvent.click(within(edit).getByRole('checkbox', { name: `Spek ${plus(1.25)}` }));
    expect(within(edit).getByText('2/2 gekozen')).toBeInTheDocument();
    expect(within(edit).getByRole('checkbox', { name: `Ei ${plus(0.75)}` })).toBeDisabled();
  });

  it('prices the chosen options live, and the cart takes exactly that price', async () => {
    const dialog = await openWindow(croque);
    const livePrice = () => within(dialog).getByText('Met je opties').nextSibling;

    expect(livePrice()).toHaveTextContent('€ 8,50');
    await userEvent.click(within(dialog).getByRole('radio', { name: `Tartaar ${plus(0.5)}` }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: `Spek ${plus(1.25)}` }));
    expect(livePrice()).toHaveTextContent('€ 10,25');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen aan Winkelmandje' }));
    expect(within(cartPanel()).getByText('Totaal').nextSibling).toHaveTextContent('€ 10,25');
  });

  it('starts afresh each time it opens', async () => {
    const dialog = await openWindow(croque);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Mayonaise' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bekijk Croque monsieur' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Bekijk Croque monsieur' }));
    expect(within(screen.getByRole('dialog')).getByRole('radio', { name: 'Mayonaise' })).not.toBeChecked();
  });

  it('lets an optional single choice be left open with ‘Geen’', async () => {
    const optional = {
      ...croque,
      productOptions: [{ ...croque.productOptions[0]!, required: false }],
    };
    const dialog = await openWindow(optional);

    expect(within(dialog).getByRole('radio', { name: 'Geen' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Mayonaise' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Geen' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen aan Winkelmandje' }));

    expect(within(cartPanel()).getByRole('group', { name: 'Aantal: Croque monsieur' })).toBeInTheDocument();
  });
});
