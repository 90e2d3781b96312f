import { describe, expect, it } from 'vitest';
import { checkMenuName, checkMenuVatRate, parseMenuForm } from './menu-input';

const SOUP = '3f1c2b1a-0000-4000-8000-000000000001';
const SANDWICH = '3f1c2b1a-0000-4000-8000-000000000002';

/** A valid menu form as the screen sends it: every value as text, the options as JSON text. */
const form = {
  name: ' Lunchmenu ',
  description: ' Soep, broodje en drankje ',
  price: '12,50',
  collection: '',
  products: [SOUP, SANDWICH],
  productOptions: JSON.stringify([
    { name: 'Opmerking voor de keuken', type: 'text', required: false },
    { name: 'Drankje', type: 'select', required: true, options: [{ name: 'Cola', price: '0.50' }] },
  ]),
};

const errorsOf = (input: unknown) => {
  const parsed = parseMenuForm(input);
  return parsed.ok ? {} : parsed.errors;
};

describe('parseMenuForm', () => {
  it('reads the multipart form into a menu with its prices in cents and a text option', () => {
    expect(parseMenuForm(form)).toEqual({
      ok: true,
      value: {
        name: 'Lunchmenu',
        description: 'Soep, broodje en drankje',
        priceCents: 1250,
        vatRate: 6,
        collectionId: null,
        dailyLimit: null,
        productIds: [SOUP, SANDWICH],
        productOptions: [
          { name: 'Opmerking voor de keuken', type: 'text', required: false, options: [] },
          {
            name: 'Drankje',
            type: 'select',
            required: true,
            options: [{ name: 'Cola', priceCents: 50 }],
          },
        ],
        keepExistingImage: true,
      },
    });
  });

  it('reads a JSON body with numbers, product objects and a collection object alike', () => {
    const parsed = parseMenuForm({
      name: 'Dagmenu',
      price: 15,
      vatRate: 12,
      collection: { _id: 'c1', name: 'Menu’s' },
      products: [{ _id: SOUP, name: 'Soep' }],
      productOptions: [{ name: 'Opmerking', type: 'text', required: 'true' }],
      keepExistingImage: false,
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        name: 'Dagmenu',
        description: '',
        priceCents: 1500,
        vatRate: 12,
        collectionId: 'c1',
        dailyLimit: null,
        productIds: [SOUP],
        productOptions: [{ name: 'Opmerking', type: 'text', required: true, options: [] }],
        keepExistingImage: false,
      },
    });
  });

  it('ignores the _id an edit sends along, as the path names the menu', () => {
    const parsed = parseMenuForm({ ...form, _id: 'iets-anders' });
    expect(parsed.ok && parsed.value).not.toHaveProperty('_id');
    expect(parsed.ok).toBe(true);
  });

  it('requires name, price and a product', () => {
    expect(parseMenuForm({})).toEqual({
      ok: false,
      errors: {
        name: 'Dit veld is verplicht',
        price: 'Dit veld is verplicht',
        products: 'Selecteer minstens één product.',
      },
    });
  });

  it.each([
    [{ name: 'L' }, 'name', 'Moet ten minste 2 tekens lang zijn'],
    [{ name: 'x'.repeat(121) }, 'name', 'Mag niet langer zijn dan 120 tekens'],
    [{ name: 42 }, 'name', 'Dit veld is verplicht'],
    [{ description: 'x'.repeat(1001) }, 'description', 'Mag niet langer zijn dan 1000 tekens'],
    [{ description: 'x\u0000' }, 'description', 'Deze tekst bevat ongeldige tekens.'],
    [{ price: '0' }, 'price', 'Voer een positief getal in'],
    [{ price: '-2' }, 'price', 'Voer een positief getal in'],
    [{ price: 'twaalf' }, 'price', 'Voer een geldig bedrag in'],
    [{ price: '12.555' }, 'price', 'Gebruik maximaal twee decimalen'],
    [{ price: '1000000' }, 'price', 'Voer een bedrag tot 99.999,99 in'],
    [{ vatRate: '7' }, 'vatRate', 'Kies een BTW-tarief: 6 %, 12 % of 21 %.'],
    [{ collection: 42 }, 'collection', 'Ongeldige waarde.'],
    [{ products: [] }, 'products', 'Selecteer minstens één product.'],
    [{ products: '' }, 'products', 'Selecteer minstens één product.'],
    [
      { products: ['geen-id'] },
      'products',
      'Ongeldig product. Kies de producten uit de lijst van je eigen producten.',
    ],
    [
      { products: [SOUP, 42] },
      'products',
      'Ongeldig product. Kies de producten uit de lijst van je eigen producten.',
    ],
    [
      { products: [{ name: 'Soep' }] },
      'products',
      'Ongeldig product. Kies de producten uit de lijst van je eigen producten.',
    ],
    [{ productOptions: '[{"name":' }, 'productOptions', 'De productopties zijn geen geldige JSON.'],
    [{ productOptions: '{}' }, 'productOptions', 'De productopties moeten een lijst van optiegroepen zijn.'],
    [
      { productOptions: JSON.stringify([{ name: '', type: 'text' }]) },
      'productOptions.0.name',
      'Dit veld is verplicht',
    ],
    [
      {
        productOptions: JSON.stringify([
          { name: 'Saus', type: 'radio', options: [{ name: 'Mayo', price: 0 }] },
        ]),
      },
      'productOptions.0.type',
      'Kies een geldig type',
    ],
    [
      { productOptions: JSON.stringify([{ name: 'Saus', type: 'select', options: [] }]) },
      'productOptions.0.options',
      'Voeg minstens één keuze toe',
    ],
    [{ keepExistingImage: 'ja' }, 'keepExistingImage', 'Ongeldige waarde.'],
    [{ eigenaar: 'ik' }, 'eigenaar', 'Onbekend veld: eigenaar.'],
  ])('%j: %s gets “%s”', (overrides, field, message) => {
    expect(errorsOf({ ...form, ...overrides })).toEqual({ [field]: message });
  });

  it('defaults the VAT rate to 6 % and accepts 12 and 21 as text or number', () => {
    for (const [vatRate, expected] of [
      ['', 6],
      ['12', 12],
      [21, 21],
    ] as const) {
      const parsed = parseMenuForm({ ...form, vatRate });
      expect(parsed.ok && parsed.value.vatRate).toBe(expected);
    }
  });

  it('reports every invalid field at once', () => {
    expect(
      errorsOf({ ...form, name: '', price: '0', products: [], productOptions: '[{"name":"Saus"}]' }),
    ).toEqual({
      name: 'Dit veld is verplicht',
      price: 'Voer een positief getal in',
      products: 'Selecteer minstens één product.',
      'productOptions.0.type': 'Kies een geldig type',
      'productOptions.0.options': 'Voeg minstens één keuze toe',
    });
  });
});

describe('per-field checks for the form', () => {
  it('say what is wrong with a name, or nothing', () => {
    expect(checkMenuName('')).toBe('Dit veld is verplicht');
    expect(checkMenuName(' L ')).toBe('Moet ten minste 2 tekens lang zijn');
    expect(checkMenuName('Lunchmenu')).toBeUndefined();
  });

  it('say what is wrong with a VAT rate, or nothing', () => {
    expect(checkMenuVatRate('9')).toBe('Kies een BTW-tarief: 6 %, 12 % of 21 %.');
    expect(checkMenuVatRate('21')).toBeUndefined();
    expect(checkMenuVatRate('')).toBeUndefined();
  });
});
