import type { INestApplicationContext } from '@nestjs/common';
import {
  centsFromEuros,
  DEFAULT_VAT_RATE,
  ZERO_CENTS,
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
    { name: 'Meergranen', priceCents: centsFromEuros(0.3) },
  ],
};

const SANDWICH_EXTRAS: OptionGroup = {
  name: 'Extra’s',
  type: 'multiselect',
  required: false,
  maxSelections: 2,
  options: [
    { name: 'Sla & tomaat', priceCents: centsFromEuros(0.5) },
    { name: 'Gekookt ei', priceCents: centsFromEuros(0.8) },
    { name: 'Augurk', priceCents: ZERO_CENTS },
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
  },
  {
    name: 'Broodje martino',
    description: 'Préparé, augurk, ui, ansjovis en pikante martinosaus.',
    price: 5.2,
    collection: 'Broodjes',
    picture: 'sandwich',
    options: [BREAD],
  },
  {
    name: 'Croque monsieur',
    description: 'Twee sneden toast met hesp en gesmolten kaas, met een slaatje.',
    price: 7.5,
    collection: 'Broodjes',
    picture: 'croque',
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
  },
  {
    name: 'Soep bij je menu',
    description: 'De soep van de dag, enkel als deel van een menu.',
    price: 2.5,
    collection: 'Soepen',
    picture: 'tomatoSoup',
    soldAlone: false,
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
          { name: 'Vinaigrette', priceCents: ZERO_CENTS },
          { name: 'Honing-mosterd', priceCents: centsFromEuros(0.5) },
        ],
      },
    ],
  },
  {
    name: 'Chocolademousse',
    description: 'Met pure Belgische chocolade en een toefje room.',
    price: 4.2,
    collection: 'Desserts',
    picture: 'mousse',
    stockQuantity: 12,
  },
  {
    name: 'Appeltaart',
    description: '',
    price: 3.8,
    collection: 'Desserts',
    picture: 'applePie',
  },
  {
    name: 'Verse muntthee',
    description: 'Met verse munt en een schijfje citroen.',
    price: 3.2,
    collection: 'Dranken',
    picture: 'mintTea',
  },
  {
    name: 'Spa bruis 50 cl',
    description: '',
    price: 2.4,
    collection: 'Dranken',
    picture: 'sparklingWater',
  },
  {
    name: 'Westmalle Tripel 33 cl',
    description: 'Trappistenbier, 9,5 % alcohol.',
    price: 3.9,
    collection: 'Dranken',
    picture: 'sparklingWater',
    // Alcohol is taxed at 21 %, also to take away.
    vatRate: 21,
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
        dailyLimit: null,
      },
      product.picture ? await renderDemoPicture(product.picture) : undefined,
    );
  }
}
