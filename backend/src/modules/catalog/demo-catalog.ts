import type { INestApplicationContext } from '@nestjs/common';
import {
  centsFromEuros,
  DEFAULT_VAT_RATE,
  ZERO_CENTS,
  type AllergenInfo,
  type CollectionIconKey,
  type OptionGroup,
  type VatRate,
} from '@bestelklaar/domain';
import { CatalogService } from './catalog.service';
import { DemoPicture, renderDemoPicture } from './demo-pictures';

const BREAD: OptionGroup = {
  name: 'Brood',
  type: 'select',
  required: true,
  options: [
    { name: 'Wit', priceCents: ZERO_CENTS },
    { name: 'Bruin', priceCents: ZERO_CENTS },
    { name: 'Meergranen', priceCents: centsFromEuros(0.3), allergens: ['sesame'] },
  ],
};

const SANDWICH_EXTRAS: OptionGroup = {
  name: 'Extra’s',
  type: 'multiselect',
  required: false,
  maxSelections: 2,
  options: [
    { name: 'Sla & tomaat', priceCents: centsFromEuros(0.5) },
    { name: 'Gekookt ei', priceCents: centsFromEuros(0.8), allergens: ['eggs'] },
    { name: 'Augurk', priceCents: ZERO_CENTS, allergens: ['mustard', 'sulphites'] },
  ],
};

interface DemoProduct {
  name: string;
  description: string;
  price: number;
  collection: string;
  picture?: DemoPicture;
  stockQuantity?: number;
  soldAlone?: boolean;
  /** 6 % unless said otherwise. */
  vatRate?: VatRate;
  options?: OptionGroup[];
  /** Every demo item has its allergen information filled in, as the law asks of a real shop. */
  allergenInfo: AllergenInfo;
}

const COLLECTIONS: { name: string; icon: CollectionIconKey }[] = [
  { name: 'Broodjes', icon: 'Sandwich' },
  { name: 'Soepen', icon: 'Soup' },
  { name: 'Salades', icon: 'Carrot' },
  { name: 'Desserts', icon: 'Cake' },
  { name: 'Dranken', icon: 'CupSoda' },
];

/** Listed oldest first; the dashboard shows the newest first. */
const PRODUCTS: DemoProduct[] = [
  {
    name: 'Broodje kaas & hesp',
    description: 'Jonge kaas en beenhesp op een vers afgebakken stokbrood.',
    price: 4.5,
    collection: 'Broodjes',
    picture: 'sandwich',
    options: [BREAD, SANDWICH_EXTRAS],
    allergenInfo: { allergens: ['gluten', 'milk'], mayContain: ['soybeans', 'sesame'], dietary: [] },
  },
  {
    name: 'Broodje martino',
    description: 'Préparé, augurk, ui, ansjovis en pikante martinosaus.',
    price: 5.2,
    collection: 'Broodjes',
    picture: 'sandwich',
    options: [BREAD],
    allergenInfo: {
      allergens: ['gluten', 'eggs', 'fish', 'celery', 'mustard'],
      mayContain: ['soybeans', 'sesame'],
      dietary: [],
    },
  },
  {
    name: 'Croque monsieur',
    description: 'Twee sneden toast met hesp en gesmolten kaas, met een slaatje.',
    price: 7.5,
    collection: 'Broodjes',
    picture: 'croque',
    allergenInfo: { allergens: ['gluten', 'milk', 'mustard'], mayContain: ['eggs', 'sesame'], dietary: [] },
  },
  {
    name: 'Tomatensoep met balletjes',
    description: 'Huisgemaakt, met verse tomaten en kalfsballetjes.',
    price: 4.8,
    collection: 'Soepen',
    picture: 'tomatoSoup',
    options: [
      {
        name: 'Formaat',
        type: 'select',
        required: true,
        options: [
          { name: 'Klein (0,5 l)', priceCents: ZERO_CENTS },
          { name: 'Groot (1 l)', priceCents: centsFromEuros(2.5) },
        ],
      },
    ],
    allergenInfo: { allergens: ['gluten', 'eggs', 'celery'], mayContain: ['milk'], dietary: [] },
  },
  {
    name: 'Soep bij je menu',
    description: 'De soep van de dag, enkel als deel van een menu.',
    price: 2.5,
    collection: 'Soepen',
    picture: 'tomatoSoup',
    soldAlone: false,
    allergenInfo: { allergens: ['celery'], mayContain: ['gluten', 'milk'], dietary: ['vegetarian'] },
  },
  {
    name: 'Salade niçoise',
    description: 'Tonijn, boontjes, ei, olijven en krieltjes.',
    price: 11.9,
    collection: 'Salades',
    picture: 'salad',
    stockQuantity: 8,
    options: [
      {
        name: 'Dressing',
        type: 'select',
        required: false,
        options: [
          { name: 'Vinaigrette', priceCents: ZERO_CENTS, allergens: ['mustard', 'sulphites'] },
          { name: 'Honing-mosterd', priceCents: centsFromEuros(0.5), allergens: ['mustard'] },
        ],
      },
    ],
    allergenInfo: { allergens: ['eggs', 'fish'], mayContain: [], dietary: [] },
  },
  {
    name: 'Chocolademousse',
    description: 'Met pure Belgische chocolade en een toefje room.',
    price: 4.2,
    collection: 'Desserts',
    picture: 'mousse',
    stockQuantity: 12,
    allergenInfo: { allergens: ['eggs', 'soybeans', 'milk'], mayContain: ['nuts'], dietary: ['vegetarian'] },
  },
  {
    name: 'Appeltaart',
    description: '',
    price: 3.8,
    collection: 'Desserts',
    picture: 'applePie',
    allergenInfo: { allergens: ['gluten', 'eggs', 'milk'], mayContain: ['nuts'], dietary: ['vegetarian'] },
  },
  {
    name: 'Verse muntthee',
    description: 'Met verse munt en een schijfje citroen.',
    price: 3.2,
    collection: 'Dranken',
    picture: 'mintTea',
    allergenInfo: { allergens: [], mayContain: [], dietary: ['vegetarian', 'vegan'] },
  },
  {
    name: 'Spa bruis 50 cl',
    description: '',
    price: 2.4,
    collection: 'Dranken',
    picture: 'sparklingWater',
    allergenInfo: { allergens: [], mayContain: [], dietary: ['vegetarian', 'vegan'] },
  },
  {
    name: 'Westmalle Tripel 33 cl',
    description: 'Trappistenbier, 9,5 % alcohol.',
    price: 3.9,
    collection: 'Dranken',
    picture: 'sparklingWater',
    // Alcohol is taxed at 21 %, also to take away.
    vatRate: 21,
    allergenInfo: { allergens: ['gluten'], mayContain: [], dietary: ['vegetarian', 'vegan'] },
  },
];

/** The demo deli's collections and products, with photos and option groups, made through the catalog itself. */
export async function seedDemoCatalog(app: INestApplicationContext, accountId: string): Promise<void> {
  const catalog = app.get(CatalogService);
  const collectionIds = new Map<string, string>();
  for (const collection of COLLECTIONS) {
    collectionIds.set(collection.name, (await catalog.createCollection(accountId, collection))._id);
  }
  for (const product of PRODUCTS) {
    await catalog.createProduct(
      accountId,
      {
        name: product.name,
        description: product.description,
        priceCents: centsFromEuros(product.price),
        collectionId: collectionIds.get(product.collection)!,
        stockQuantity: product.stockQuantity ?? null,
        soldAlone: product.soldAlone ?? true,
        vatRate: product.vatRate ?? DEFAULT_VAT_RATE,
        productOptions: product.options ?? [],
        ...product.allergenInfo,
        dailyLimit: null,
      },
      product.picture ? await renderDemoPicture(product.picture) : undefined,
    );
  }
}
