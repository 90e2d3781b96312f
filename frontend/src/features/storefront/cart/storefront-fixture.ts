import type { PublicMenuView, PublicProductView, StorefrontView, WeeklySlots } from '@bestelklaar/domain';

/** A small shop for the cart and product window tests: options of every kind, a menu, a discount. */

const broodjes = { _id: 'c-broodjes', name: 'Broodjes', icon: 'Sandwich' };
const menus = { _id: 'c-menus', name: 'Menu’s', icon: 'ChefHat' };

export const croque: PublicProductView = {
  _id: 'p-croque',
  type: 'product',
  name: 'Croque monsieur',
  description: 'Ham en kaas, goudbruin gebakken.',
  price: 8.5,
  collection: broodjes,
  stockQuantity: 12,
  soldAlone: true,
  vatRate: 6,
  hasImage: false,
  imageUrl: null,
  productOptions: [
    {
      name: 'Saus',
      type: 'select',
      required: true,
      options: [
        { name: 'Mayonaise', price: 0 },
        { name: 'Tartaar', price: 0.5 },
      ],
    },
    {
      name: 'Extra’s',
      type: 'multiselect',
      required: false,
      maxSelections: 2,
      options: [
        { name: 'Kaas', price: 1 },
        { name: 'Ei', price: 0.75 },
        { name: 'Spek', price: 1.25 },
      ],
    },
  ],
};

export const soup: PublicProductView = {
  _id: 'p-soep',
  type: 'product',
  name: 'Tomatensoep',
  description: 'Met balletjes.',
  price: 4.2,
  collection: null,
  stockQuantity: null,
  soldAlone: true,
  vatRate: 6,
  hasImage: false,
  imageUrl: null,
  productOptions: [],
};

export const wine: PublicProductView = {
  ...soup,
  _id: 'p-wijn',
  name: 'Glas rode wijn',
  description: '',
  price: 5.5,
  vatRate: 21,
  stockQuantity: 0,
};

export const lunchMenu: PublicMenuView = {
  _id: 'm-lunch',
  type: 'menu',
  name: 'Lunchmenu',
  description: 'Soep en een croque.',
  price: 11,
  vatRate: 6,
  collection: menus,
  products: [
    {
      _id: 'p-soep',
      name: 'Tomatensoep',
      description: 'Met balletjes.',
      hasImage: false,
      imageUrl: null,
    },
    {
      _id: 'p-croque',
      name: 'Croque monsieur',
      description: 'Ham en kaas.',
      hasImage: false,
      imageUrl: null,
    },
  ],
  hasImage: false,
  imageUrl: null,
  productOptions: [{ name: 'Opmerking', type: 'text', required: false, options: [] }],
};

const noSlots: WeeklySlots = {
  maandag: [],
  dinsdag: [],
  woensdag: [],
  donderdag: [],
  vrijdag: [],
  zaterdag: [],
  zondag: [],
};

/** 20 % off the menus' collection, running on the shop's today. */
export function storefrontFixture(overrides: Partial<StorefrontView> = {}): StorefrontView {
  return {
    shop: 'desmul',
    info: {
      shopName: 'De Smul',
      shopLogoUrl: '',
      darkMode: false,
      shopMinimumOrderTimeBeforePickup: 2,
      shopDescription: 'Broodjes en soep.',
      shopAddress: 'Markt 1, 9000 Gent',
      contactEmail: 'hallo@desmul.be',
      contactGsm: '0470 12 34 56',
      websiteUrl: '',
      shopBannerUrl: '',
      timeZone: 'Europe/Brussels',
    },
    collections: [
      { ...broodjes, sortOrder: 1 },
      { ...menus, sortOrder: 2 },
    ],
    products: [croque, soup, wine],
    menus: [lunchMenu],
    discounts: {
      productMenuDiscounts: [],
      collectionDiscounts: [
        { collection: menus._id, discount: 20, startDate: '2026-03-01', endDate: '2026-03-31' },
      ],
      webshopDiscounts: [],
    },
    pickupSlots: noSlots,
    openingHours: noSlots,
    vacations: [],
    today: '2026-03-10',
    ...overrides,
  };
}
