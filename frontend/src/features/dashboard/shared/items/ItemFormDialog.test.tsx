import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ITEM_FORM_KINDS, renderItemFormDialog } from '../../../../test/item-form-dialog';
import { api, recordRequests, server } from '../../../../test/server';
import { lunchMenu } from '../../../../test/fixtures/items';
import type { Menu } from './menus-api';
import type { Product } from './products-api';

const wine: Product = {
  allergens: [],
  mayContain: [],
  dietary: [],
  _id: 'p1',
  name: 'Glas rode wijn',
  description: '',
  price: 5.5,
  collection: null,
  stockQuantity: null,
  soldAlone: true,
  vatRate: 21,
  hasImage: false,
  imageUrl: null,
  soldOut: false,
  dailyLimit: null,
  productOptions: [],
};

const wineMenu: Menu = { ...lunchMenu, _id: 'm1', name: 'Wijnmenu', vatRate: 21 };

/** An item at 21 % of each kind. */
const ITEMS = { product: wine, menu: wineMenu };

const sentForm = (requests: ReturnType<typeof recordRequests>, method: string) =>
  requests.find((request) => request.method === method)!.body as FormData;

describe.each(['product', 'menu'] as const)('the %s form’s BTW-tarief', (name) => {
  const kind = { ...ITEM_FORM_KINDS[name], item: ITEMS[name] };
  const renderDialog = (item?: Product | Menu) => renderItemFormDialog(kind, item);

  it(`starts a new ${name} at 6 % and sends the rate the owner chooses`, async () => {
    server.use(http.post(api(kind.endpoint), () => HttpResponse.json(kind.item, { status: 201 })));
    const requests = recordRequests();
    const dialog = await renderDialog();

    const rates = within(dialog).getByRole('radiogroup', { name: 'BTW-tarief' });
    expect(
      within(rates)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['6 %', '12 %', '21 %']);
    expect(within(rates).getByRole('radio', { name: '6 %' })).toBeChecked();

    await userEvent.type(within(dialog).getByRole('textbox', { name: kind.nameLabel }), 'Glas rode wijn');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Prijs' }), '5,50');
    await userEvent.click(within(rates).getByRole('radio', { name: '21 %' }));
    await kind.fillOwnFields(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findByText(kind.added)).toBeInTheDocument();
    expect(sentForm(requests, 'POST').get('vatRate')).toBe('21');
  });

  it(`shows an edited ${name}’s own rate and keeps it`, async () => {
    server.use(http.put(api(`${kind.endpoint}/${kind.item._id}`), () => HttpResponse.json(kind.item)));
    const requests = recordRequests();
    const dialog = await renderDialog(kind.item);

    expect(within(dialog).getByRole('radio', { name: '21 %' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findByText(kind.updated)).toBeInTheDocument();
    expect(sentForm(requests, 'PUT').get('vatRate')).toBe('21');
  });

  it('shows the server’s message about the rate beside the field', async () => {
    server.use(
      http.post(api(kind.endpoint), () =>
        HttpResponse.json(
          {
            statusCode: 400,
            message: 'Kies een BTW-tarief: 6 %, 12 % of 21 %.',
            fields: { vatRate: 'Kies een BTW-tarief: 6 %, 12 % of 21 %.' },
          },
          { status: 400 },
        ),
      ),
    );
    const dialog = await renderDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: kind.nameLabel }), 'Cava');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Prijs' }), '7');
    await kind.fillOwnFields(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    const rates = await within(dialog).findByRole('radiogroup', {
      name: 'BTW-tarief',
      description: /Kies een BTW-tarief/,
    });
    expect(rates).toHaveAttribute('aria-invalid', 'true');
  });
});

describe.each(['product', 'menu'] as const)('the %s form’s option choices', (name) => {
  const kind = { ...ITEM_FORM_KINDS[name], item: ITEMS[name] };
  const withSauce = {
    ...kind.item,
    productOptions: [
      {
        name: 'Saus',
        type: 'select' as const,
        required: false,
        options: [
          { name: 'Mayonaise', price: 0 },
          { name: 'Tartaar', price: 0.5, available: false as const },
        ],
      },
    ],
  };

  it("shows a choice 'Niet beschikbaar', and sends what the owner switches", async () => {
    server.use(http.put(api(`${kind.endpoint}/${kind.item._id}`), () => HttpResponse.json(withSauce)));
    const requests = recordRequests();
    const dialog = await renderItemFormDialog(kind, withSauce);

    const unavailable = within(dialog).getAllByRole('checkbox', { name: 'Niet beschikbaar' });
    expect(unavailable.map((box) => (box as HTMLInputElement).checked)).toEqual([false, true]);
    await userEvent.click(unavailable[0]!);
    unavailable[1]!.focus();
    await userEvent.keyboard(' ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findByText(kind.updated)).toBeInTheDocument();
    const sent = JSON.parse(sentForm(requests, 'PUT').get('productOptions') as string);
    expect(sent[0].options).toEqual([
      { name: 'Mayonaise', price: 0, allergens: [], available: false },
      { name: 'Tartaar', price: 0.5, allergens: [] },
    ]);
  });
});

describe.each(['product', 'menu'] as const)('the %s form’s Maximum per ophaaldag', (name) => {
  const kind = { ...ITEM_FORM_KINDS[name], item: ITEMS[name] };

  it('shows the current maximum, checks a new one by the server’s rule, and sends it', async () => {
    server.use(http.put(api(`${kind.endpoint}/${kind.item._id}`), () => HttpResponse.json(kind.item)));
    const requests = recordRequests();
    const dialog = await renderItemFormDialog(kind, { ...kind.item, dailyLimit: 20 });
    const limit = await within(dialog).findByRole('textbox', { name: /^Maximum per ophaaldag/ });
    expect(limit).toHaveValue('20');

    await userEvent.clear(limit);
    await userEvent.type(limit, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Voer een geheel getal van 1 of meer in')).toBeInTheDocument();

    await userEvent.clear(limit);
    await userEvent.type(limit, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText(kind.updated)).toBeInTheDocument();
    expect(sentForm(requests, 'PUT').get('dailyLimit')).toBe('12');
  });
});
