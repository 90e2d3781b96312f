import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../database/unit-of-work';
import { CatalogService } from '../catalog/catalog.service';
import { MenusService } from '../menus/menus.service';
import type { DiscountRow } from './promotions.views';

/** What a discount can name, and whose door knows it. */
export type DiscountTargetKind = 'products' | 'menus' | 'collections';

/** A discount as its own tables hold it: what it names, by id. */
type StoredDiscount = Omit<DiscountRow, 'collection' | 'products' | 'menus'> & {
  collectionId: string | null;
  productIds: string[];
  menuIds: string[];
};

/**
 * The shop's discounts with what each applies to by name: the discounts from the promotions'
 * own tables, the names through the catalog's and the menus' doors, each asked once for the list.
 */
@Injectable()
export class DiscountListing {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly catalog: CatalogService,
    private readonly menus: MenusService,
  ) {}

  /** The shop's discounts (or one of them), earliest start first, with what each applies to by name. */
  async discounts(accountId: string, discountId?: string): Promise<DiscountRow[]> {
    const stored: StoredDiscount[] = await this.uow.manager.query(
      `SELECT d.id, d.discount_type AS "discountType", d.basis_points AS "basisPoints",
              to_char(d.starts_on, 'YYYY-MM-DD') AS "startDate", to_char(d.ends_on, 'YYYY-MM-DD') AS "endDate",
              d.description, d.translations, d.collection_id AS "collectionId",
              ARRAY(SELECT dp.product_id FROM discount_products dp WHERE dp.discount_id = d.id) AS "productIds",
              ARRAY(SELECT dm.menu_id FROM discount_menus dm WHERE dm.discount_id = d.id) AS "menuIds"
       FROM discounts d
       WHERE d.account_id = $1 AND ($2::uuid IS NULL OR d.id = $2::uuid)
       ORDER BY d.starts_on, d.ends_on, d.created_at, d.id`,
      [accountId, discountId ?? null],
    );
    const all = (pick: (discount: StoredDiscount) => string[]) => [...new Set(stored.flatMap(pick))];
    // By name, then id: each discount keeps its own in this order.
    const products = (
      await this.catalog.productSummaries(
        accountId,
        all((d) => d.productIds),
      )
    ).map(({ id, name }) => ({ _id: id, name }));
    const menus = await this.menus.menuRefs(
      accountId,
      all((d) => d.menuIds),
    );
    const collections = await this.catalog.collectionRefs(
      accountId,
      all((d) => (d.collectionId ? [d.collectionId] : [])),
    );
    return stored.map(({ collectionId, productIds, menuIds, ...discount }) => ({
      ...discount,
      collection: collections.find((collection) => collection._id === collectionId) ?? null,
      products: products.filter((product) => productIds.includes(product._id)),
      menus: menus.filter((menu) => menuIds.includes(menu._id)),
    }));
  }

  /** How many of `ids` (all UUIDs, each once) are the shop's own. */
  async countOwned(accountId: string, kind: DiscountTargetKind, ids: readonly string[]): Promise<number> {
    const owned =
      kind === 'products'
        ? await this.catalog.productSummaries(accountId, ids)
        : kind === 'menus'
          ? await this.menus.menuRefs(accountId, ids)
          : await this.catalog.collectionRefs(accountId, ids);
    return owned.length;
  }
}
