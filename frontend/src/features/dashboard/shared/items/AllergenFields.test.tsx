import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ITEM_FORM_KINDS, renderItemFormDialog } from '../../../../test/item-form-dialog';
import { renderWithQuery } from '../../../../test/render';
import { api, recordRequests, server } from '../../../../test/server';
import { lunchMenu, productsAnswer, sandwich, soup } from '../../../../test/fixtures/items';
import type { Menu } from './menus-api';
import type { Product } from './products-api';

const sentForm = (requests: ReturnType<typeof recordRequests>, method: string) =>
  requests.find((request) => request.method === method)!.body as FormData;

const sentList = (form: FormData, field: string) => JSON.parse(form.get(field) as string) as unknown;

const cheeseSandwich: Product = {
  ...sandwich,
  allergens: ['gluten', 'milk'],
  mayContain: ['sesame'],
  productOptions: [
    {
      name: 'Extra’s',
      type: 'multiselect',
      required: false,
      maxSelections: 2,
      options: [
        { name: 'Extra kaas', price: 1, allergens: ['milk'] },
        { name: 'Sla', price: 0.5, allergens: [] },
      ],
    },
  ],
};

const openProduct = (product?: Product) => renderItemFormDialog(ITEM_FORM_KINDS.product, product);

describe("the item form's allergens", () => {
  it("sends 'Bevat', 'Kan sporen bevatten' and the diets as JSON lists", async () => {
    server.use(http.post(api('/admin/products'), () => HttpResponse.json(soup, { status: 201 })));
    const requests = recordRequests();
    const dialog = await openProduct();
    const user = userEvent.setup();

    await user.type(within(dialog).getByRole('textbox', { name: 'Naam' }), 'Kaasbroodje');
    await user.type(within(dialog).getByRole('textbox', { name: 'Prijs' }), '4');
    const contains = within(dialog).getByRole('group', { name: 'Bevat' });
    await user.click(within(contains).getByRole('checkbox', { name: 'Melk' }));
    await user.click(within(contains).getByRole('checkbox', { name: 'Glutenbevattende granen' }));
    const traces = within(dialog).getByRole('group', { name: 'Kan sporen bevatten' });
    await user.click(within(traces).getByRole('checkbox', { name: 'Noten' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Vegetarisch' }));
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findByText('Product toegevoegd')).toBeInTheDocument();
    const sent = sentForm(requests, 'POST');
    expect(sentList(sent, 'allergens')).toEqual(['gluten', 'milk']);
    expect(sentList(sent, 'mayContain')).toEqual(['nuts']);
    expect(sentList(sent, 'dietary')).toEqual(['vegetarian']);
  });

  it('refuses, as the server would, an allergen both contained and a trace', async () => {
    const requests = recordRequests();
    const dialog = await openProduct(cheeseSandwich);
    const traces = within(dialog).getByRole('group', { name: 'Kan sporen bevatten' });
    await userEvent.click(within(traces).getByRole('checkbox', { name: 'Melk' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(
      await within(dialog).findByText(
        "Melk staat al bij 'Bevat'; een allergeen kan niet ook bij 'Kan sporen bevatten' staan.",
      ),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it("shows and sends each option choice's allergens", async () => {
    server.use(
      http.put(api(`/admin/products/${cheeseSandwich._id}`), () => HttpResponse.json(cheeseSandwich)),
    );
    const requests = recordRequests();
    const dialog = await openProduct(cheeseSandwich);
    const user = userEvent.setup();

    // A choice that adds something shows it at once; the others keep theirs folded away.
    const cheese = within(dialog).getByRole('region', { name: 'Allergenen van keuze 1 (1)' });
    expect(within(cheese).getByRole('checkbox', { name: 'Melk' })).toBeChecked();
    expect(within(dialog).getByText('Allergenen van keuze 2').closest('details')).not.toHaveAttribute('open');
    await user.click(within(dialog).getByText('Allergenen van keuze 2'));
    const salad = within(dialog).getByRole('region', { name: 'Allergenen van keuze 2' });
    await user.click(within(salad).getByRole('checkbox', { name: 'Selderij' }));
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findByText('Product bijgewerkt')).toBeInTheDocument();
    const [extras] = sentList(sentForm(requests, 'PUT'), 'productOptions') as {
      options: { name: string; allergens: string[] }[];
    }[];
    expect(extras!.options.map((choice) => choice.allergens)).toEqual([['milk'], ['celery']]);
  });

  it("shows a menu's products' allergens checked and locked, and sends only its own", async () => {
    const soupWithCelery: Product = { ...soup, allergens: ['celery'], mayContain: ['milk'] };
    const menu: Menu = {
      ...lunchMenu,
      products: [{ ...lunchMenu.products[0]!, _id: soup._id }],
      allergens: ['celery', 'mustard'],
      mayContain: ['milk'],
      productAllergens: ['celery'],
      productMayContain: ['milk'],
    };
    server.use(
      productsAnswer([soupWithCelery, cheeseSandwich]),
      http.put(api(`/admin/menus/${menu._id}`), () => HttpResponse.json(menu)),
    );
    const requests = recordRequests();
    renderWithQuery(ITEM_FORM_KINDS.menu.dialog(menu), { route: '/' });
    const dialog = screen.getByRole('dialog');
    const user = userEvent.setup();
    const contains = await within(dialog).findByRole('group', { name: 'Bevat' });
    const celery = await within(contains).findByRole('checkbox', { name: 'Selderij' });

    expect(celery).toBeChecked();
    expect(celery).toBeDisabled();
    expect(celery).toHaveAccessibleDescription('Komt uit de producten van dit menu.');
    expect(within(contains).getByRole('checkbox', { name: 'Mosterd' })).toBeEnabled();
    const traces = within(dialog).getByRole('group', { name: 'Kan sporen bevatten' });
    expect(within(traces).getByRole('checkbox', { name: 'Melk' })).toBeDisabled();

    // A product added to the menu brings its allergens along at once.
    await user.type(within(dialog).getByRole('combobox', { name: 'Producten' }), 'kip');
    await user.keyboard('{Enter}{Escape}');
    expect(within(contains).getByRole('checkbox', { name: 'Melk' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Menu bijgewerkt')).toBeInTheDocument();
    const sent = sentForm(requests, 'PUT');
    expect(sentList(sent, 'allergens')).toEqual(['mustard']);
    expect(sentList(sent, 'mayContain')).toEqual([]);
  });
});
