import { Injectable } from '@nestjs/common';
import type { CollectionRefView, PublicProductView } from '@bestelklaar/domain';
import type { DeletionHook } from './items/deletion-hooks';
import { CatalogDeletions } from './catalog-deletions';
import { CollectionInput, CollectionsService } from './collections.service';
import { ProductInput, ProductsService, type StockTaking } from './products.service';
import type { CollectionView, ProductSummary, ProductView } from './catalog.views';
import type { OrderableItem } from './items/orderable-item';

export type { CollectionInput, CollectionView, ProductInput, ProductSummary, ProductView, StockTaking };

/**
 * The catalog's door for the rest of the server (menus, promotions, the seed, storefront and
 * ordering). Other contexts use this, never the catalog's tables.
 */
@Injectable()
export class CatalogService {
  constructor(
    private readonly collections: CollectionsService,
    private readonly products: ProductsService,
    private readonly deletions: CatalogDeletions,
  ) {}

  /**
   * Lets a context that refers to products or collections (menus, discounts) drop its references
   * when one is deleted, in the same transaction: the catalog decides deletion, they what it means.
   */
  beforeDeleting(kind: 'product' | 'collection', hook: DeletionHook): void {
    this.deletions.add(kind, hook);
  }

  listCollections(accountId: string): Promise<CollectionView[]> {
    return this.collections.list(accountId);
  }

  createCollection(accountId: string, input: CollectionInput): Promise<CollectionView> {
    return this.collections.create(accountId, input);
  }

  /** The shop's own collections among `ids`; another shop's or an unknown id is left out. */
  collectionRefs(accountId: string, ids: readonly string[]): Promise<CollectionRefView[]> {
    return this.collections.refs(accountId, ids);
  }

  /**
   * The shop's own products among `ids`, by name; another shop's or an unknown id is left out.
   * `today`: the shop's day, when the caller has read it already.
   */
  productSummaries(accountId: string, ids: readonly string[], today?: string): Promise<ProductSummary[]> {
    return this.products.summaries(accountId, ids, today);
  }

  listProducts(accountId: string): Promise<ProductView[]> {
    return this.products.list(accountId);
  }

  /**
   * What the shop's page lists: the products sold alone (menu-only ones are left out), in the
   * owner's list order. Public: the caller has already found the launched shop (and may know its
   * `today`).
   */
  async productsSoldAlone(accountId: string, today?: string): Promise<PublicProductView[]> {
    const products = await this.products.list(accountId, today);
    return products
      .filter((product) => product.soldAlone)
      .map((product): PublicProductView => ({ ...product, type: 'product' }));
  }

  /** The same products for ordering to price: in cents, with what an order line keeps of them. */
  orderableProducts(accountId: string): Promise<OrderableItem[]> {
    return this.products.orderable(accountId);
  }

  /** Takes pieces of a product's stock for an order (`unpaid`: one not paid yet, kept to half). */
  takeStock(accountId: string, productId: string, quantity: number, unpaid: boolean): Promise<StockTaking> {
    return this.products.takeStock(accountId, productId, quantity, unpaid);
  }

  /** What is left of a product's stock (null: unlimited, or no such product of the shop). */
  stockLeft(accountId: string, productId: string): Promise<number | null> {
    return this.products.stockLeft(accountId, productId);
  }

  /** A product's daily maximum as it is now (null: none, or no such product of the shop). */
  productDailyLimit(accountId: string, productId: string): Promise<number | null> {
    return this.products.dailyLimit(accountId, productId);
  }

  /** Pieces an unpaid order took stay taken now that it is paid. */
  convertStock(accountId: string, productId: string, quantity: number): Promise<void> {
    return this.products.convertStock(accountId, productId, quantity);
  }

  /** Gives back pieces an order took (it will not be collected; `unpaid`: it was never paid). */
  giveBackStock(accountId: string, productId: string, quantity: number, unpaid: boolean): Promise<void> {
    return this.products.giveBackStock(accountId, productId, quantity, unpaid);
  }

  /** Whether a shop has products yet (a launch step), without loading them. */
  countProducts(accountId: string): Promise<number> {
    return this.products.count(accountId);
  }

  /** The photo, if any, goes through the same checks and re-encoding as an upload. */
  createProduct(accountId: string, input: ProductInput, image?: Buffer): Promise<ProductView> {
    return this.products.create(accountId, input, image);
  }
}
