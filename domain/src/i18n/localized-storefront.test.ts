import { describe, expect, it } from 'vitest';
import { localizedStorefront } from './localized-storefront';
import type { PublicMenuView } from '../api-views';
import type { PublicProductView } from '../public-views';
import type { StorefrontView } from '../storefront-view';

const broodjes = { _id: 'c1', name: 'Broodjes', icon: 'Sandwich', sortOrder: 0 };
const croque: PublicProductView = {
  _id: 'p1',
  type: 'product',
  name: 'Croque',
  description: 'Met kaas',
  price: 8.5,
  vatRate: 6,
  collection: { _id: 'c1', name: 'Broodjes', icon: 'Sandwich' },
  hasImage: false,
  imageUrl: null,
  productOptions: [
    {
      name: 'Saus',
      type: 'select',
      required: true,
      translations: { fr: { name: 'Sauce' } },
      options: [
        { name: 'Mayonaise', price: 0, translations: { en: { name: 'Mayonnaise' } } },
        { name: 'Tartaar', price: 0.5 },
      ],
    },
  ],
  allergens: [],
  mayContain: [],
  dietary: [],
  soldOut: false,
  dailyLimit: null,
  stockQuantity: null,
  soldAlone: true,
  translations: { fr: { name: 'Croque-monsieur' }, en: { name: 'Toastie', description: 'With cheese' } },
};
const menu: PublicMenuView = {
  ...croque,
  _id: 'm1',
  type: 'menu',
  name: 'Lunchmenu',
  description: 'Soep en een croque',
  productOptions: [],
  translations: { fr: { description: 'Soupe et un croque' } },
  products: [
    {
      _id: 'p1',
      name: 'Croque',
      description: '',
      hasImage: false,
      imageUrl: null,
      translations: croque.translations,
    },
  ],
};
const view: Omit<StorefrontView, 'language'> = {
  shop: 'de-smul',
  info: {
    shopName: 'De Smul',
    shopLogoUrl: '',
    darkMode: false,
    shopMinimumOrderTimeBeforePickup: 0,
    shopDescription: 'Broodjes en soep',
    shopAddress: 'Markt 1',
    contactEmail: 'smul@example.com',
    contactGsm: '+32470000000',
    websiteUrl: '',
    shopBannerUrl: '',
    timeZone: 'Europe/Brussels',
    allergenInfoComplete: false,
    allergenInfoText: '',
    shopDescriptionTranslations: { fr: { description: 'Sandwichs et soupes' } },
  },
  collections: [{ ...broodjes, translations: { fr: { name: 'Sandwichs' } } }],
  products: [croque],
  menus: [menu],
  discounts: {
    productMenuDiscounts: [],
    collectionDiscounts: [],
    webshopDiscounts: [
      {
        discount: 10,
        description: 'Korting op de hele webshop',
        startDate: '2025-03-10',
        endDate: '2025-03-20',
        translations: { en: { description: 'Spring discount' } },
      },
    ],
  },
  pickupSlots: {},
  openingHours: {},
  vacations: [],
  today: '2025-03-10',
  orderingPausedUntil: null,
  busyMinutes: 0,
  nextPickup: null,
};

describe('localizedStorefront', () => {
  it('gives the owner’s French where they wrote it and Dutch field by field elsewhere', () => {
    const french = localizedStorefront(view, 'fr');
    expect(french.language).toBe('fr');
    expect(french.info.shopDescription).toBe('Sandwichs et soupes');
    expect(french.collections).toEqual([{ ...broodjes, name: 'Sandwichs' }]);
    expect(french.products[0]).toMatchObject({
      name: 'Croque-monsieur',
      description: 'Met kaas',
      collection: { _id: 'c1', name: 'Sandwichs', icon: 'Sandwich' },
      productOptions: [{ name: 'Sauce', options: [{ name: 'Mayonaise' }, { name: 'Tartaar' }] }],
    });
    expect(french.menus[0]).toMatchObject({
      name: 'Lunchmenu',
      description: 'Soupe et un croque',
      products: [{ name: 'Croque-monsieur' }],
    });
    // Left to its default description: the catalogue's French for it.
    expect(french.discounts.webshopDiscounts[0]?.description).toBe('Réduction sur toute la boutique');
  });

  it('gives English where the owner wrote it', () => {
    const english = localizedStorefront(view, 'en');
    expect(english.products[0]).toMatchObject({
      name: 'Toastie',
      description: 'With cheese',
      productOptions: [{ name: 'Saus', options: [{ name: 'Mayonnaise' }, { name: 'Tartaar' }] }],
    });
    expect(english.discounts.webshopDiscounts[0]?.description).toBe('Spring discount');
    expect(english.info.shopDescription).toBe('Broodjes en soep');
  });

  it('leaves Dutch as it is, and no translations in the read whatever its language', () => {
    const dutch = localizedStorefront(view, 'nl');
    expect(dutch.products[0]?.name).toBe('Croque');
    expect(dutch.collections[0]?.name).toBe('Broodjes');
    for (const language of ['nl', 'fr', 'en'] as const)
      expect(JSON.stringify(localizedStorefront(view, language))).not.toMatch(/translations/i);
  });
});
