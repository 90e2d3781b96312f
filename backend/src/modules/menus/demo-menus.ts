import type { INestApplicationContext } from '@nestjs/common';
import { centsFromEuros, DEFAULT_VAT_RATE, ZERO_CENTS, type OptionGroup } from '@bestelklaar/domain';
import { CatalogService } from '../catalog/catalog.service';
import { renderDemoMenuPicture, type DemoMenuPicture } from './demo-menu-pictures';
import { MenusService } from './menus.service';

const KITCHEN_NOTE: OptionGroup = {
  name: 'Opmerking voor de keuken',
  type: 'text',
  required: false,
  options: [],
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
}

const MENUS: DemoMenu[] = [
  {
    name: 'Lunchmenu',
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
        options: [
          { name: 'Wit', priceCents: ZERO_CENTS },
          { name: 'Bruin', priceCents: ZERO_CENTS },
          { name: 'Meergranen', priceCents: centsFromEuros(0.3) },
        ],
      },
      KITCHEN_NOTE,
    ],
  },
  {
    name: 'Croque-menu',
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
        options: [
          { name: 'Spa bruis 50 cl', priceCents: ZERO_CENTS },
          { name: 'Verse muntthee', priceCents: centsFromEuros(0.8) },
        ],
      },
    ],
  },
  {
    name: 'Gezond menu',
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
        dailyLimit: null,
      },
      await renderDemoMenuPicture(menu.picture),
    );
  }
}
