import { Injectable } from '@nestjs/common';
import { isMarkedSoldOut } from '@bestelklaar/domain';
import { AccountsService } from '../accounts/accounts.service';
import { UnitOfWork } from '../../database/unit-of-work';
import { CatalogService } from '../catalog/catalog.service';
import { MenuEntity } from './menu.entity';
import type { MenuRow } from './menus.views';

export interface MenuFilter {
  /** One menu only. */
  menuId?: string;
  /** Leave out menus whose products were all deleted (the shop does not show them). */
  withProductsOnly?: boolean;
  /** The shop's day, when the caller has read it already (what 'Uitverkocht vandaag' is judged against). */
  today?: string;
}

/**
 * Reads a shop's menus with their collection and included products: the menus with their product
 * ids in one query, then the products, the collections (through the catalog's door) and the shop's
 * day side by side (in turn within a transaction), so a list costs two round trips whatever the
 * number of menus.
 */
@Injectable()
export class MenuListing {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly catalog: CatalogService,
    private readonly accounts: AccountsService,
  ) {}

  /** Newest first; each menu's products in the order the owner chose them. */
  async menus(
    accountId: string,
    { menuId, withProductsOnly = false, today: knownToday }: MenuFilter = {},
  ): Promise<MenuRow[]> {
    const query = this.uow
      .repository(MenuEntity)
      .createQueryBuilder('menu')
      .addSelect(
        `COALESCE((SELECT json_agg(link.product_id ORDER BY link.position) FROM menu_products link
                   WHERE link.account_id = menu.account_id AND link.menu_id = menu.id), '[]')`,
        'product_ids',
      )
      .where('menu.accountId = :accountId', { accountId })
      .orderBy('menu.createdAt', 'DESC')
      .addOrderBy('menu.id', 'DESC');
    if (menuId !== undefined) query.andWhere('menu.id = :menuId', { menuId });
    const { entities: menus, raw } = await query.getRawAndEntities<{
      menu_id: string;
      product_ids: string[];
    }>();
    if (menus.length === 0) return [];
    const productIdsOf = new Map(raw.map((row) => [row.menu_id, row.product_ids]));
    // The demo seed lists menus inside its one transaction: there they go one after the other.
    const [summaries, collectionRefs, today] = await this.uow.sideBySide(
      () =>
        this.catalog.productSummaries(accountId, [...new Set([...productIdsOf.values()].flat())], knownToday),
      () =>
        this.catalog.collectionRefs(accountId, [
          ...new Set(menus.flatMap((menu) => menu.collectionId ?? [])),
        ]),
      async () => knownToday ?? this.accounts.today(accountId),
    );
    const products = new Map(summaries.map((product) => [product.id, product]));
    const collections = new Map(collectionRefs.map((ref) => [ref._id, ref]));
    const rows = menus.map((menu) => {
      const included = (productIdsOf.get(menu.id) ?? []).flatMap((id) => products.get(id) ?? []);
      return {
        ...menu,
        collection: (menu.collectionId && collections.get(menu.collectionId)) || null,
        products: included,
        soldOut: isMarkedSoldOut(menu.soldOutOn, today) || included.some((product) => product.soldOut),
      };
    });
    return withProductsOnly ? rows.filter((row) => row.products.length > 0) : rows;
  }
}
