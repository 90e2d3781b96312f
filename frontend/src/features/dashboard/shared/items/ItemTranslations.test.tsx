import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ITEM_FORM_KINDS, renderItemFormDialog } from '../../../../test/item-form-dialog';
import { api, recordRequests, server } from '../../../../test/server';
import { adminProduct, lunchMenu } from '../../../../test/fixtures/items';
import type { Menu } from './menus-api';
import type { Product } from './products-api';

const croque = adminProduct({
  _id: 'p1',
  name: 'Croque monsieur',
  description: 'Met ham en kaas',
  price: 8.5,
  productOptions: [
    {
      name: 'Saus',
      type: 'select',
      required: true,
      options: [{ name: 'Mayonaise', price: 0, allergens: [] }],
    },
  ],
  translations: { fr: { name: 'Croque-monsieur' } },
});

const croqueMenu: Menu = { ...lunchMenu, _id: 'm1', name: 'Croquemenu', translations: croque.translations };

const ITEMS = { product: croque, menu: croqueMenu };

const sent = (requests: ReturnType<typeof recordRequests>, method: string, field: string) => {
  const form = requests.find((request) => request.method === method)!.body as FormData;
  const value = form.get(field);
  return typeof value === 'string' ? JSON.parse(value) : value;
};

// Each types in a large dialog: a busy machine takes its time.
describe.each(['product', 'menu'] as const)('the %s form’s languages', { timeout: 20_000 }, (name) => {
  const kind = { ...ITEM_FORM_KINDS[name], item: ITEMS[name] };
  const renderDialog = (item?: Product | Menu) => renderItemFormDialog(kind, item);

  it('keeps the French typed in its tab across tab switches and sends it', async () => {
    server.use(http.post(api(kind.endpoint), () => HttpResponse.json(kind.item, { status: 201 })));
    const requests = recordRequests();
    const dialog = await renderDialog();
    const tabs = within(dialog).getByRole('tablist', { name: 'Taal' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Nederlands', 'Frans', 'Engels']);

    await userEvent.type(within(dialog).getByRole('textbox', { name: kind.nameLabel }), 'Tomatensoep');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Prijs' }), '4,20');
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Frans' }));
    const french = within(dialog).getByRole('textbox', {
      name: 'Naam (Frans)',
      description: /Nederlands: Tomatensoep/,
    });
    expect(french).toHaveAttribute('lang', 'fr');
    expect(within(dialog).getByText('Leeg gelaten: de klant ziet de Nederlandse tekst.')).toBeVisible();
    await userEvent.type(french, ' Soupe aux tomates ');

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Engels' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Beschrijving (Engels)' }),
      'With meatballs',
    );
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Nederlands' }));
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Frans' }));
    expect(within(dialog).getByRole('textbox', { name: 'Naam (Frans)' })).toHaveValue(' Soupe aux tomates ');

    await kind.fillOwnFields(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await within(dialog).findByText(kind.added);
    expect(sent(requests, 'POST', 'translations')).toEqual({
      fr: { name: 'Soupe aux tomates' },
      en: { description: 'With meatballs' },
    });
  });

  it('shows an edited item’s translations, and sends their clearing', async () => {
    server.use(http.put(api(`${kind.endpoint}/${kind.item._id}`), () => HttpResponse.json(kind.item)));
    const requests = recordRequests();
    const dialog = await renderDialog(kind.item);

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Frans' }));
    const french = within(dialog).getByRole('textbox', { name: 'Naam (Frans)' });
    expect(french).toHaveValue('Croque-monsieur');
    await userEvent.clear(french);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await within(dialog).findByText(kind.updated);
    expect(sent(requests, 'PUT', 'translations')).toEqual({});
  });

  it('marks the tab of a translation the server refused, and shows its message beside the field', async () => {
    const message = 'Mag niet langer zijn dan 120 tekens';
    server.use(
      http.put(api(`${kind.endpoint}/${kind.item._id}`), () =>
        HttpResponse.json(
          { statusCode: 400, message, error: 'Bad Request', fields: { 'translations.en.name': message } },
          { status: 400 },
        ),
      ),
    );
    const dialog = await renderDialog(kind.item);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    // The tab holding the refused field says so.
    const tabs = within(dialog).getByRole('tablist');
    const english = await within(tabs).findByRole(
      'tab',
      { name: 'Engels (bevat een fout)' },
      { timeout: 5_000 },
    );
    expect(within(tabs).getByRole('tab', { name: 'Frans' })).toBeInTheDocument();
    await userEvent.click(english);
    expect(
      within(within(dialog).getByRole('tabpanel')).getByRole('textbox', {
        name: 'Naam (Engels)',
        description: new RegExp(message),
      }),
    ).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a translation longer than the Dutch name may be, before sending', async () => {
    const requests = recordRequests();
    const dialog = await renderDialog(kind.item);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Frans' }));
    const french = within(dialog).getByRole('textbox', { name: 'Naam (Frans)' });
    await userEvent.clear(french);
    await userEvent.click(french);
    await userEvent.paste('x'.repeat(121));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(
      await within(dialog).findByRole('textbox', {
        name: 'Naam (Frans)',
        description: /Mag niet langer zijn dan 120 tekens/,
      }),
    ).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });
});

describe('the option editor’s translations', { timeout: 20_000 }, () => {
  it('names a group and its choices in French and English, and sends them with the options', async () => {
    server.use(http.put(api(`/admin/products/${croque._id}`), () => HttpResponse.json(croque)));
    const requests = recordRequests();
    const dialog = await renderItemFormDialog(ITEM_FORM_KINDS.product, croque);

    await userEvent.click(await within(dialog).findByText('Vertalingen van optiegroep 1'));
    const region = within(dialog).getByRole('region', { name: 'Vertalingen van optiegroep 1' });
    await userEvent.type(
      within(region).getByRole('textbox', { name: 'Optiegroep (Frans)', description: /Saus/ }),
      'Sauce',
    );
    await userEvent.type(
      within(region).getByRole('textbox', { name: 'Keuze 1 (Engels)', description: /Mayonaise/ }),
      'Mayonnaise',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await within(dialog).findByText('Product bijgewerkt');

    expect(sent(requests, 'PUT', 'productOptions')).toEqual([
      {
        name: 'Saus',
        type: 'select',
        required: true,
        options: [
          { name: 'Mayonaise', price: 0, allergens: [], translations: { en: { name: 'Mayonnaise' } } },
        ],
        translations: { fr: { name: 'Sauce' } },
      },
    ]);
  });

  it('opens the translations of a group whose names have some', async () => {
    const translated: Product = {
      ...croque,
      productOptions: [{ ...croque.productOptions[0]!, translations: { en: { name: 'Sauce' } } }],
    };
    const dialog = await renderItemFormDialog(ITEM_FORM_KINDS.product, translated);
    expect(await within(dialog).findByRole('textbox', { name: 'Optiegroep (Engels)' })).toHaveValue('Sauce');
    expect(within(dialog).getByRole('textbox', { name: 'Optiegroep (Engels)' })).toBeVisible();
  });
});
