import { Injectable, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { In, Repository } from 'typeorm';
import { CATALOG_MESSAGES, MENU_MESSAGES, ownMenuAllergens, type MenuInput } from '@bestelklaar/domain';
import { NotFound } from '../../common/errors/app-error';
import { isUuid } from '../../common/ids';
import { UnitOfWork } from '../../database/unit-of-work';
import {
  DeletionHooks,
  ItemImages,
  itemColumnsOf,
  orderableItemOf,
  type DeletionHook,
  type ImageChange,
  type OrderableItem,
} from '../catalog';
import { ImageStore, type ImageWidth, type StoredObject } from '../../storage';
import { AccountsService } from '../accounts/accounts.service';
import { CatalogService } from '../catalog/catalog.service';
import { MenuListing } from './menu-listing';
import { MenuProductEntity } from './menu-product.entity';
import { MenuEntity } from './menu.entity';
import {
  toMenuView,
  toPublicMenuView,
  withProductAllergens,
  type MenuView,
  type PublicMenuView,
} from './menus.views';

export type { MenuInput, MenuView, PublicMenuView };

/** The composite keys that keep a menu within its shop, and what breaking each means to the owner. */
const FOREIGN_KEY_MESSAGES: Record<string, string> = {
  menus_collection_fk: CATALOG_MESSAGES.collectionNotFound,
  menu_products_product_fk: CATALOG_MESSAGES.productNotFound,
  menu_products_menu_fk: MENU_MESSAGES.menuNotFound,
};

/**
 * The menus context's door: a shop's menus for the dashboard, the shop page and (next) ordering.
 * Every call is scoped to one account, except the public reads, which find the launched shop first.
 */
@Injectable()
export class MenusService implements OnModuleInit {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly listing: MenuListing,
    imageStore: ImageStore,
    private readonly accounts: AccountsService,
    private readonly catalog: CatalogService,
  ) {
    this.images = new ItemImages(imageStore, 'menus');
  }

  private readonly images: ItemImages;
  private readonly deletions = new DeletionHooks<'menu'>();

  /**
   * A deleted product leaves the menus that held it (a menu left empty stays, hidden from the shop);
   * a deleted collection leaves its menus without one.
   */
  onModuleInit(): void {
    this.catalog.beforeDeleting('product', async (accountId, productId) => {
      await this.menuProducts.delete({ accountId, productId });
    });
    this.catalog.beforeDeleting('collection', async (accountId, collectionId) => {
      await this.menus.update({ accountId, collectionId }, { collectionId: null });
    });
  }

  /** Lets discounts drop a menu that is deleted, in the same transaction. */
  beforeDeleting(kind: 'menu', hook: DeletionHook): void {
    this.deletions.add(kind, hook);
  }

  private get menus(): Repository<MenuEntity> {
    return this.uow.repository(MenuEntity);
  }

  private get menuProducts(): Repository<MenuProductEntity> {
    return this.uow.repository(MenuProductEntity);
  }

  /** Every menu, newest first; a menu whose products were all deleted has productCount 0. */
  async listMenus(accountId: string): Promise<MenuView[]> {
    return (await this.listing.menus(accountId)).map(toMenuView);
  }

  /** What the shop page shows: only menus that still hold a product. */
  async listPublicMenus(accountId: string, today?: string): Promise<PublicMenuView[]> {
    return (await this.listing.menus(accountId, { withProductsOnly: true, today })).map(toPublicMenuView);
  }

  /** The same menus for ordering to price: in cents, each with its products' names. */
  async orderableMenus(accountId: string): Promise<OrderableItem[]> {
    return (await this.listing.menus(accountId, { withProductsOnly: true })).map((menu) =>
      orderableItemOf(
        'menu',
        withProductAllergens(menu),
        menu.collection?._id ?? null,
        menu.products.map(({ id, name, translations }) => ({ id, name, translations })),
        menu.soldOut,
      ),
    );
  }

  /** A menu's 'Maximum per ophaaldag' as it is now (null: none, or no such menu of the shop). */
  async dailyLimit(accountId: string, id: string): Promise<number | null> {
    const row = await this.menus.findOne({ where: { id, accountId }, select: { dailyLimit: true } });
    return row?.dailyLimit ?? null;
  }

  /** Public: the menus of the launched shop on `subdomain`; any other shop is a 404. */
  async publicMenus(subdomain: string): Promise<PublicMenuView[]> {
    return this.listPublicMenus((await this.accounts.launchedShop(subdomain)).accountId);
  }

  /** The shop's own menus among `ids`, by name (then id), as a discount names them; others are left out. */
  async menuRefs(accountId: string, ids: readonly string[]): Promise<{ _id: string; name: string }[]> {
    if (ids.length === 0) return [];
    const rows = await this.menus.find({
      where: { accountId, id: In(ids.filter(isUuid)) },
      select: { id: true, name: true },
      order: { name: 'ASC', id: 'ASC' },
    });
    return rows.map(({ id, name }) => ({ _id: id, name }));
  }

  /**
   * Only the shop's own products and collection can be used: anything else is a 404 and nothing is
   * saved. The image, if any, goes through the same checks and re-encoding as a product's.
   */
  async createMenu(accountId: string, input: MenuInput, upload?: Buffer): Promise<MenuView> {
    requireWellFormedCollection(input);
    const id = randomUUID();
    const columns = itemColumnsOf(await this.withOwnAllergens(accountId, input));
    await this.images.create(id, upload, (image) =>
      this.uow.transaction(async () => {
        await withinShop(() => this.menus.insert({ id, accountId, ...columns, ...image }));
        await this.insertProducts(accountId, id, input.productIds);
      }),
    );
    return this.view(accountId, id);
  }

  /** Replaces the fields and the products; one foreign product or collection and nothing changes. */
  async updateMenu(
    accountId: string,
    id: string,
    input: MenuInput,
    imageChange: ImageChange,
  ): Promise<MenuView> {
    const menu = await this.requireOwned(accountId, id);
    requireWellFormedCollection(input);
    const columns = itemColumnsOf(await this.withOwnAllergens(accountId, input));
    await this.images.change(menu, imageChange, (image) =>
      this.uow.transaction(async () => {
        const { affected } = await withinShop(() =>
          this.menus.update({ id, accountId }, { ...columns, ...image }),
        );
        if (!affected) throw new NotFound(MENU_MESSAGES.menuNotFound);
        await this.menuProducts.delete({ accountId, menuId: id });
        await this.insertProducts(accountId, id, input.productIds);
      }),
    );
    return this.view(accountId, id);
  }

  /** The menu, its place in the products' list and its image. */
  async removeMenu(accountId: string, id: string): Promise<void> {
    const menu = await this.requireOwned(accountId, id);
    await this.images.remove(menu, () =>
      this.uow.transaction(async () => {
        await this.deletions.run('menu', accountId, id);
        const { affected } = await this.menus.delete({ id, accountId });
        if (!affected) throw new NotFound(MENU_MESSAGES.menuNotFound);
      }),
    );
  }

  /** 'Uitverkocht vandaag' on (for the shop's today) or off. */
  async markSoldOut(accountId: string, id: string, soldOut: boolean): Promise<MenuView> {
    await this.requireOwned(accountId, id);
    const soldOutOn = soldOut ? await this.accounts.today(accountId) : null;
    await this.menus.update({ id, accountId }, { soldOutOn });
    return this.view(accountId, id);
  }

  /** Public: menu images are shown to every visitor of the shop. */
  image(menuId: string, width?: ImageWidth): Promise<StoredObject> {
    return this.images.read(this.menus, menuId, width);
  }

  /**
   * The form sends the products' allergens too (shown checked and locked): the menu keeps only what
   * it adds, so a product's later change shows in every menu that includes it.
   */
  private async withOwnAllergens(accountId: string, input: MenuInput): Promise<MenuInput> {
    const products = await this.catalog.productSummaries(accountId, input.productIds);
    return { ...input, ...ownMenuAllergens(input, products) };
  }

  private async insertProducts(accountId: string, menuId: string, productIds: string[]): Promise<void> {
    await withinShop(() =>
      this.menuProducts.insert(
        productIds.map((productId, position) => ({ accountId, menuId, productId, position })),
      ),
    );
  }

  private async requireOwned(accountId: string, id: string): Promise<MenuEntity> {
    const menu = isUuid(id) ? await this.menus.findOneBy({ id, accountId }) : null;
    if (!menu) throw new NotFound(MENU_MESSAGES.menuNotFound);
    return menu;
  }

  private async view(accountId: string, id: string): Promise<MenuView> {
    const [menu] = await this.listing.menus(accountId, { menuId: id });
    if (!menu) throw new NotFound(MENU_MESSAGES.menuNotFound);
    return toMenuView(menu);
  }
}

/** A collection id that cannot name a row is a 404 before the database is asked, as for products. */
function requireWellFormedCollection(input: MenuInput): void {
  if (input.collectionId !== null && !isUuid(input.collectionId))
    throw new NotFound(CATALOG_MESSAGES.collectionNotFound);
}

/**
 * Runs a write the composite keys guard: a product, collection or menu of another shop (or one just
 * deleted) breaks one of them, which is the owner's 404, and the transaction it ran in rolls back.
 */
async function withinShop<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    const message = code === '23503' && constraint ? FOREIGN_KEY_MESSAGES[constraint] : undefined;
    throw message ? new NotFound(message) : error;
  }
}
