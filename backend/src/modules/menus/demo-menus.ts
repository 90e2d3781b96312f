import type { INestApplicationContext } from '@nestjs/common';
import {
  centsFromEuros,
  DEFAULT_VAT_RATE,
  ZERO_CENTS,
  type ContentTranslations,
  type OptionGroup,
} from '@bestelklaar/domain';
import { CatalogService } from '../catalog/catalog.service';
import { renderDemoMenuPicture, type DemoMenuPicture } from './demo-menu-pictures';
import { MenusService } from './menus.service';

const KITCHEN_NOTE: OptionGroup = {
  name: 'Opmerking voor de keuken',
  type: 'text',
  required: false,
  options: [],
  translations: { fr: { name: 'Remarque pour la cuisine' }, en: { name: 'Note for the kitchen' } },
};

interface DemoMenu {
  name: string;
  description: string;
  price: number;
  collection: string;
  /** Names of the demo catalog's products, in the order the menu lists them. */
  products: string[];
  picture: DemoMenuPicture;
  options: OptionGroup[];
  /** The name and description in French and English, as the owner would write them. */
  translations: ContentTranslations;
}

const MENUS: DemoMenu[] = [
  {
    name: 'Lunchmenu',
    translations: {
      fr: {
        name: 'Menu midi',
        description:
          'La soupe du jour, un sandwich fromage-jambon et une petite bouteille d’eau, à prix doux.',
      },
      en: {
        name: 'Lunch menu',
        description: 'Soup of the day, a cheese & ham sandwich and a bottle of water, for less.',
      },
    },
    description: 'Soep van de dag, een broodje kaas & hesp en een flesje water, voor minder.',
    price: 8.5,
    collection: 'Broodjes',
    products: ['Soep bij je menu', 'Broodje kaas & hesp', 'Spa bruis 50 cl'],
    picture: 'lunch',
    options: [
      {
        name: 'Brood',
        type: 'select',
        required: true,
        translations: { fr: { name: 'Pain' }, en: { name: 'Bread' } },
        options: [
          {
            name: 'Wit',
            priceCents: ZERO_CENTS,
            translations: { fr: { name: 'Blanc' }, en: { name: 'White' } },
          },
          // Brown bread is 'pain gris' in Belgium.
          {
            name: 'Bruin',
            priceCents: ZERO_CENTS,
            translations: { fr: { name: 'Gris' }, en: { name: 'Brown' } },
          },
          {
            name: 'Meergranen',
            priceCents: centsFromEuros(0.3),
            allergens: ['sesame'],
            translations: { fr: { name: 'Multicéréales' }, en: { name: 'Multigrain' } },
          },
        ],
      },
      KITCHEN_NOTE,
    ],
  },
  {
    name: 'Croque-menu',
    translations: {
      fr: { name: 'Menu croque', description: 'Croque-monsieur avec une mousse au chocolat en dessert.' },
      en: { name: 'Croque menu', description: 'Croque monsieur with chocolate mousse for dessert.' },
    },
    description: 'Croque monsieur met chocolademousse als dessert.',
    price: 10.5,
    collection: 'Broodjes',
    products: ['Croque monsieur', 'Chocolademousse'],
    picture: 'croque',
    options: [
      {
        name: 'Drankje',
        type: 'select',
        required: true,
        translations: { fr: { name: 'Boisson' }, en: { name: 'Drink' } },
        options: [
          {
            name: 'Spa bruis 50 cl',
            priceCents: ZERO_CENTS,
            translations: { fr: { name: 'Spa pétillante 50 cl' }, en: { name: 'Spa sparkling water 50 cl' } },
          },
          {
            name: 'Verse muntthee',
            priceCents: centsFromEuros(0.8),
            translations: { fr: { name: 'Thé à la menthe fraîche' }, en: { name: 'Fresh mint tea' } },
          },
        ],
      },
    ],
  },
  {
    name: 'Gezond menu',
    translations: {
      fr: {
        name: 'Menu équilibré',
        description: 'Salade niçoise, tarte aux pommes et un thé à la menthe fraîche.',
      },
      en: { name: 'Healthy menu', description: 'Salade niçoise, apple pie and a fresh mint tea.' },
    },
    description: 'Salade niçoise, appeltaart en een verse muntthee.',
    price: 16.5,
    collection: 'Salades',
    products: ['Salade niçoise', 'Appeltaart', 'Verse muntthee'],
    picture: 'healthy',
    options: [KITCHEN_NOTE],
  },
];

/** The demo deli's menus, made from its catalog's products through the menus context itself. */
export async function seedDemoMenus(app: INestApplicationContext, accountId: string): Promise<void> {
  const catalog = app.get(CatalogService);
  const menus = app.get(MenusService);
  const productIds = new Map(
    (await catalog.listProducts(accountId)).map((product) => [product.name, product._id]),
  );
  const collectionIds = new Map(
    (await catalog.listCollections(accountId)).map((collection) => [collection.name, collection._id]),
  );
  const idOf = (ids: Map<string, string>, name: string) => {
    const id = ids.get(name);
    if (!id) throw new Error(`Het demomenu verwijst naar '${name}', dat niet in de democatalogus staat.`);
    return id;
  };
  for (const menu of MENUS) {
    await menus.createMenu(
      accountId,
      {
        name: menu.name,
        description: menu.description,
        priceCents: centsFromEuros(menu.price),
        vatRate: DEFAULT_VAT_RATE,
        collectionId: idOf(collectionIds, menu.collection),
        productIds: menu.products.map((name) => idOf(productIds, name)),
        productOptions: menu.options,
        // A menu's allergens are its products'; these menus add nothing of their own.
        allergens: [],
        mayContain: [],
        dietary: [],
        dailyLimit: null,
        translations: menu.translations,
      },
      await renderDemoMenuPicture(menu.picture),
    );
  }
}
