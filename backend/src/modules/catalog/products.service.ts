import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { In, Repository } from 'typeorm';
import { CATALOG_MESSAGES, type ProductInput } from '@bestelklaar/domain';
import { UnitOfWork } from '../../database/unit-of-work';
import { NotFound } from '../../common/errors/app-error';
import { paginate, type Page, type PageRequest } from '../../common/pagination';
import { itemColumnsOf } from './items/item-columns';
import { ItemImages, type ImageChange } from './items/item-images';
import { ImageStore, type ImageWidth, type StoredObject } from '../../storage';
import { CatalogDeletions } from './catalog-deletions';
import { CollectionsService } from './collections.service';
import { ProductEntity } from './product.entity';
import {
  isProductSoldOut,
  ProductSummary,
  ProductView,
  toProductSummary,
  toProductView,
} from './catalog.views';
import { AccountsService } from '../accounts/accounts.service';
import { isUuid } from './ids';
import { orderableItemOf, type OrderableItem } from './items/orderable-item';

/**
 * Always true for a product's collection, but it lets Postgres read the shop's few collections by its
 * index instead of hashing every collection on the platform for each list (14 ms → 1 ms at 2,000 shops).
 */
const SAME_SHOP_COLLECTION = 'collection.accountId = product.accountId';

export type { ProductInput };

/** What taking stock did: taken, nothing to take, or too few left. */
export type StockTaking = 'taken' | 'unlimited' | 'unpaid-share-held' | { left: number };

/** A shop's products and their images. Every call is scoped to one account, except reading a public image. */
@Injectable()
export class ProductsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly collections: CollectionsService,
    imageStore: ImageStore,
    private readonly deletions: CatalogDeletions,
    private readonly accounts: AccountsService,
  ) {
    this.images = new ItemImages(imageStore, 'products');
  }

  private readonly images: ItemImages;

  private get products(): Repository<ProductEntity> {
    return this.uow.repository(ProductEntity);
  }

  /**
   * Newest first; one query with the collection joined, whatever the number of products. `today`:
   * the shop's day when the caller knows it already (what 'Uitverkocht vandaag' is judged against).
   */
  async list(accountId: string, today?: string): Promise<ProductView[]> {
    const rows = await this.products
      .createQueryBuilder('product')
      .leftJoinAndSelect('product.collection', 'collection', SAME_SHOP_COLLECTION)
      .where('product.accountId = :accountId', { accountId })
      .orderBy('product.createdAt', 'DESC')
      .addOrderBy('product.id', 'DESC')
      .getMany();
    const day = today ?? (await this.accounts.today(accountId));
    return rows.map((product) => toProductView(product, day));
  }

  /** The products sold alone, as ordering prices them: in cents, straight from their rows. */
  async orderable(accountId: string): Promise<OrderableItem[]> {
    const rows = await this.products.findBy({ accountId, soldAlone: true });
    const today = await this.accounts.today(accountId);
    return rows.map((product) =>
      orderableItemOf(
        'product',
        product,
        product.collectionId,
        [{ id: product.id, name: product.name, translations: product.translations }],
        isProductSoldOut(product, today),
      ),
    );
  }

  /**
   * Takes pieces of a product's stock with one conditional statement. An unpaid order (`unpaid`)
   * may take only while unpaid orders together keep to half of what is not sold yet (see
   * unpaidShare): 'unpaid-share-held' when that half is held but the stock itself would do.
   */
  async takeStock(accountId: string, id: string, quantity: number, unpaid: boolean): Promise<StockTaking> {
    // An UPDATE's answer is [rows, count]. `/ 2` on integers is unpaidShare: half, rounded down.
    const [taken]: [unknown[], number] = await this.uow.manager.query(
      `UPDATE products SET stock_quantity = stock_quantity - $3, unpaid_held = unpaid_held + $4::int * $3
       WHERE id = $1 AND account_id = $2 AND stock_quantity >= $3
         AND ($4::int = 0 OR unpaid_held + $3 <= (stock_quantity + unpaid_held) / 2)
       RETURNING stock_quantity`,
      [id, accountId, quantity, unpaid ? 1 : 0],
    );
    if (taken.length === 1) return 'taken';
    // Only to say why: the decision was the statement above.
    const [row] = await this.uow.manager.query(
      'SELECT stock_quantity FROM products WHERE id = $1 AND account_id = $2',
      [id, accountId],
    );
    if (row && row.stock_quantity === null) return 'unlimited';
    const left = row?.stock_quantity ?? 0;
    return left >= quantity ? 'unpaid-share-held' : { left };
  }

  /** What is left of a product's stock (null: unlimited, or no such product of the shop). */
  async stockLeft(accountId: string, id: string): Promise<number | null> {
    const [row] = await this.uow.manager.query(
      'SELECT stock_quantity FROM products WHERE id = $1 AND account_id = $2',
      [id, accountId],
    );
    return row?.stock_quantity ?? null;
  }

  /** A product's 'Maximum per ophaaldag' as it is now (null: none, or no such product of the shop). */
  async dailyLimit(accountId: string, id: string): Promise<number | null> {
    const row = await this.products.findOne({ where: { id, accountId }, select: { dailyLimit: true } });
    return row?.dailyLimit ?? null;
  }

  /** An unpaid order that held pieces was paid: they stay taken, no longer among the unpaid ones. */
  async convertStock(accountId: string, id: string, quantity: number): Promise<void> {
    await this.uow.manager.query(
      `UPDATE products SET unpaid_held = greatest(unpaid_held - $3, 0) WHERE id = $1 AND account_id = $2`,
      [id, accountId, quantity],
    );
  }

  /**
   * Gives pieces an order took back (a product whose stock is no longer kept stays unlimited);
   * `unpaid` when the order was never paid.
   */
  async giveBackStock(accountId: string, id: string, quantity: number, unpaid: boolean): Promise<void> {
    await this.uow.manager.query(
      `UPDATE products SET stock_quantity = stock_quantity + $3,
         unpaid_held = greatest(unpaid_held - $4::int * $3, 0)
       WHERE id = $1 AND account_id = $2`,
      [id, accountId, quantity, unpaid ? 1 : 0],
    );
  }

  /** The same list, a page at a time (`?limit=&cursor=`), for shops with many products. */
  async listPage(accountId: string, request: PageRequest): Promise<Page<ProductView>> {
    const query = this.products
      .createQueryBuilder('product')
      .leftJoinAndSelect('product.collection', 'collection', SAME_SHOP_COLLECTION)
      .where('product.accountId = :accountId', { accountId });
    const page = await paginate(
      query,
      {
        // Milliseconds, as the cursor carries them (Postgres keeps microseconds).
        sortColumn: `date_trunc('milliseconds', product.created_at)`,
        idColumn: 'product.id',
        sortType: 'timestamptz',
        direction: 'DESC',
        positionOf: (product) => ({ sortKey: product.createdAt.toISOString(), id: product.id }),
      },
      request,
    );
    const today = await this.accounts.today(accountId);
    return { items: page.items.map((product) => toProductView(product, today)), nextCursor: page.nextCursor };
  }

  /** The shop's own products among `ids`, by name (then id); others' and unknown ids are left out. */
  async summaries(accountId: string, ids: readonly string[], today?: string): Promise<ProductSummary[]> {
    if (ids.length === 0) return [];
    const rows = await this.products.find({
      where: { accountId, id: In(ids.filter(isUuid)) },
      order: { name: 'ASC', id: 'ASC' },
    });
    const day = today ?? (await this.accounts.today(accountId));
    return rows.map((product) => toProductSummary(product, day));
  }

  count(accountId: string): Promise<number> {
    return this.products.countBy({ accountId });
  }

  async create(accountId: string, input: ProductInput, upload?: Buffer): Promise<ProductView> {
    if (input.collectionId) await this.collections.requireOwned(accountId, input.collectionId);
    const id = randomUUID();
    await this.images.create(id, upload, (image) =>
      this.products.insert({ id, accountId, ...this.columns(input), ...image }),
    );
    return this.view(id);
  }

  async update(
    accountId: string,
    id: string,
    input: ProductInput,
    imageChange: ImageChange,
  ): Promise<ProductView> {
    const product = await this.requireOwned(accountId, id);
    if (input.collectionId) await this.collections.requireOwned(accountId, input.collectionId);
    await this.images.change(product, imageChange, (image) =>
      this.products.update({ id, accountId }, { ...this.columns(input), ...image }),
    );
    return this.view(id);
  }

  /** The product and its image; menus and discounts drop it in the same transaction (see CatalogDeletions). */
  async remove(accountId: string, id: string): Promise<void> {
    const product = await this.requireOwned(accountId, id);
    await this.images.remove(product, () =>
      this.uow.transaction(async () => {
        await this.deletions.run('product', accountId, id);
        const { affected } = await this.products.delete({ id, accountId });
        if (!affected) throw new NotFound(CATALOG_MESSAGES.productNotFound);
      }),
    );
  }

  /** 'Uitverkocht vandaag' on (for the shop's today) or off. */
  async markSoldOut(accountId: string, id: string, soldOut: boolean): Promise<ProductView> {
    await this.requireOwned(accountId, id);
    const soldOutOn = soldOut ? await this.accounts.today(accountId) : null;
    await this.products.update({ id, accountId }, { soldOutOn });
    return this.view(id);
  }

  /** Public: product images are shown to every visitor of the shop. */
  image(productId: string, width?: ImageWidth): Promise<StoredObject> {
    return this.images.read(this.products, productId, width);
  }

  private async requireOwned(accountId: string, id: string): Promise<ProductEntity> {
    const product = isUuid(id) ? await this.products.findOneBy({ id, accountId }) : null;
    if (!product) throw new NotFound(CATALOG_MESSAGES.productNotFound);
    return product;
  }

  private columns(input: ProductInput) {
    return { ...itemColumnsOf(input), stockQuantity: input.stockQuantity, soldAlone: input.soldAlone };
  }

  private async view(id: string): Promise<ProductView> {
    const product = await this.products.findOneOrFail({ where: { id }, relations: { collection: true } });
    return toProductView(product, await this.accounts.today(product.accountId));
  }
}
