import type { INestApplicationContext } from '@nestjs/common';
import {
  centsFromEuros,
  DEFAULT_VAT_RATE,
  ZERO_CENTS,
  type AllergenInfo,
  type CollectionIconKey,
  type ContentTranslations,
  type OptionGroup,
  type VatRate,
} from '@bestelklaar/domain';
import { CatalogService } from './catalog.service';
import { DemoPicture, renderDemoPicture } from './demo-pictures';

const BREAD: OptionGroup = {
  name: 'Brood',
  type: 'select',
  required: true,
  translations: { fr: { name: 'Pain' }, en: { name: 'Bread' } },
  options: [
    { name: 'Wit', priceCents: ZERO_CENTS, translations: { fr: { name: 'Blanc' }, en: { name: 'White' } } },
    // Brown bread is 'pain gris' in Belgium.
    { name: 'Bruin', priceCents: ZERO_CENTS, translations: { fr: { name: 'Gris' }, en: { name: 'Brown' } } },
    {
      name: 'Meergranen',
      priceCents: centsFromEuros(0.3),
      allergens: ['sesame'],
      translations: { fr: { name: 'Multicéréales' }, en: { name: 'Multigrain' } },
    },
  ],
};

const SANDWICH_EXTRAS: OptionGroup = {
  name: 'Extra’s',
  type: 'multiselect',
  required: false,
  maxSelections: 2,
  translations: { fr: { name: 'Suppléments' }, en: { name: 'Extras' } },
  options: [
    {
      name: 'Sla & tomaat',
      priceCents: centsFromEuros(0.5),
      translations: { fr: { name: 'Salade & tomate' }, en: { name: 'Lettuce & tomato' } },
    },
    {
      name: 'Gekookt ei',
      priceCents: centsFromEuros(0.8),
      allergens: ['eggs'],
      translations: { fr: { name: 'Œuf dur' }, en: { name: 'Boiled egg' } },
    },
    {
      name: 'Augurk',
      priceCents: ZERO_CENTS,
      allergens: ['mustard', 'sulphites'],
      translations: { fr: { name: 'Cornichon' }, en: { name: 'Gherkin' } },
    },
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
  /** The name and description in French and English, as the owner would write them. */
  translations: ContentTranslations;
}

const COLLECTIONS: { name: string; icon: CollectionIconKey; translations: ContentTranslations }[] = [
  {
    name: 'Broodjes',
    icon: 'Sandwich',
    translations: { fr: { name: 'Sandwiches' }, en: { name: 'Sandwiches' } },
  },
  { name: 'Soepen', icon: 'Soup', translations: { fr: { name: 'Soupes' }, en: { name: 'Soups' } } },
  { name: 'Salades', icon: 'Carrot', translations: { fr: { name: 'Salades' }, en: { name: 'Salads' } } },
  { name: 'Desserts', icon: 'Cake', translations: { fr: { name: 'Desserts' }, en: { name: 'Desserts' } } },
  { name: 'Dranken', icon: 'CupSoda', translations: { fr: { name: 'Boissons' }, en: { name: 'Drinks' } } },
];

/** Listed oldest first; the dashboard shows the newest first. */
const PRODUCTS: DemoProduct[] = [
  {
    name: 'Broodje kaas & hesp',
    translations: {
      fr: {
        name: 'Sandwich fromage-jambon',
        description: 'Fromage jeune et jambon à l’os sur une baguette tout juste sortie du four.',
      },
      en: {
        name: 'Cheese & ham sandwich',
        description: 'Young cheese and ham off the bone on a freshly baked baguette.',
      },
    },
    description: 'Jonge kaas en beenhesp op een vers afgebakken stokbrood.',
    price: 4.5,
    collection: 'Broodjes',
    picture: 'sandwich',
    options: [BREAD, SANDWICH_EXTRAS],
    allergenInfo: { allergens: ['gluten', 'milk'], mayContain: ['soybeans', 'sesame'], dietary: [] },
  },
  {
    name: 'Broodje martino',
    translations: {
      fr: {
        name: 'Sandwich martino',
        description: 'Filet américain, cornichon, oignon, anchois et sauce martino piquante.',
      },
      en: {
        name: 'Martino sandwich',
        description: 'Belgian steak tartare, gherkin, onion, anchovies and spicy martino sauce.',
      },
    },
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
    translations: {
      fr: {
        name: 'Croque-monsieur',
        description: 'Deux tranches de pain de mie, jambon et fromage fondu, avec une petite salade.',
      },
      en: {
        name: 'Croque monsieur',
        description: 'Two slices of toast with ham and melted cheese, served with a side salad.',
      },
    },
    description: 'Twee sneden toast met hesp en gesmolten kaas, met een slaatje.',
    price: 7.5,
    collection: 'Broodjes',
    picture: 'croque',
    allergenInfo: { allergens: ['gluten', 'milk', 'mustard'], mayContain: ['eggs', 'sesame'], dietary: [] },
  },
  {
    name: 'Tomatensoep met balletjes',
    translations: {
      fr: {
        name: 'Soupe tomates-boulettes',
        description: 'Faite maison, aux tomates fraîches et aux boulettes de veau.',
      },
      en: {
        name: 'Tomato soup with meatballs',
        description: 'Homemade, with fresh tomatoes and veal meatballs.',
      },
    },
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
    translations: {
      fr: { name: 'Soupe du menu', description: 'La soupe du jour, uniquement dans un menu.' },
      en: { name: 'Soup with your menu', description: 'The soup of the day, only as part of a menu.' },
    },
    description: 'De soep van de dag, enkel als deel van een menu.',
    price: 2.5,
    collection: 'Soepen',
    picture: 'tomatoSoup',
    soldAlone: false,
    allergenInfo: { allergens: ['celery'], mayContain: ['gluten', 'milk'], dietary: ['vegetarian'] },
  },
  {
    name: 'Salade niçoise',
    translations: {
      fr: {
        name: 'Salade niçoise',
        description: 'Thon, haricots verts, œuf, olives et pommes de terre grenailles.',
      },
      en: { name: 'Salade niçoise', description: 'Tuna, green beans, egg, olives and baby potatoes.' },
    },
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
    translations: {
      fr: {
        name: 'Mousse au chocolat',
        description: 'Au chocolat noir belge, avec une pointe de crème fouettée.',
      },
      en: {
        name: 'Chocolate mousse',
        description: 'Made with Belgian dark chocolate and a dollop of whipped cream.',
      },
    },
    description: 'Met pure Belgische chocolade en een toefje room.',
    price: 4.2,
    collection: 'Desserts',
    picture: 'mousse',
    stockQuantity: 12,
    allergenInfo: { allergens: ['eggs', 'soybeans', 'milk'], mayContain: ['nuts'], dietary: ['vegetarian'] },
  },
  {
    name: 'Appeltaart',
    translations: {
      fr: { name: 'Tarte aux pommes' },
      en: { name: 'Apple pie' },
    },
    description: '',
    price: 3.8,
    collection: 'Desserts',
    picture: 'applePie',
    allergenInfo: { allergens: ['gluten', 'eggs', 'milk'], mayContain: ['nuts'], dietary: ['vegetarian'] },
  },
  {
    name: 'Verse muntthee',
    translations: {
      fr: {
        name: 'Thé à la menthe fraîche',
        description: 'Avec de la menthe fraîche et une rondelle de citron.',
      },
      en: { name: 'Fresh mint tea', description: 'With fresh mint leaves and a slice of lemon.' },
    },
    description: 'Met verse munt en een schijfje citroen.',
    price: 3.2,
    collection: 'Dranken',
    picture: 'mintTea',
    allergenInfo: { allergens: [], mayContain: [], dietary: ['vegetarian', 'vegan'] },
  },
  {
    name: 'Spa bruis 50 cl',
    translations: {
      fr: { name: 'Spa pétillante 50 cl' },
      en: { name: 'Spa sparkling water 50 cl' },
    },
    description: '',
    price: 2.4,
    collection: 'Dranken',
    picture: 'sparklingWater',
    allergenInfo: { allergens: [], mayContain: [], dietary: ['vegetarian', 'vegan'] },
  },
  {
    name: 'Westmalle Tripel 33 cl',
    // A beer keeps its brand's name in every language.
    translations: {
      fr: { description: 'Bière trappiste, 9,5 % d’alcool.' },
      en: { description: 'Trappist beer, 9.5% ABV.' },
    },
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
        translations: product.translations,
      },
      product.picture ? await renderDemoPicture(product.picture) : undefined,
    );
  }
}
