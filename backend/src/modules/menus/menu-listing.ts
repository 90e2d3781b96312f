import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { isMarkedSoldOut } from '@bestelklaar/domain';
import { AccountsService } from '../accounts/accounts.service';
import { UnitOfWork } from '../../database/unit-of-work';
import { CatalogService } from '../catalog/catalog.service';
import { MenuProductEntity } from './menu-product.entity';
import { MenuEntity } from './menu.entity';
import type { MenuRow } from './menus.views';

export interface MenuFilter {
  /** One menu only. */
  menuId?: string;
  /** Leave out menus whose products were all deleted (the shop does not show them). */
  withProductsOnly?: boolean;
}

/**
 * Reads a shop's menus with their collection and included products. The collections and products
 * come through the catalog's door, asked once for all the menus, so a list costs a fixed number of
 * queries whatever the number of menus.
 */
@Injectable()
export class MenuListing {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly catalog: CatalogService,
    private readonly accounts: AccountsService,
  ) {}

  /** Newest first; each menu's products in the order the owner chose them. */
  async menus(accountId: string, { menuId, withProductsOnly = false }: MenuFilter = {}): Promise<MenuRow[]> {
    const menus = await this.uow.repository(MenuEntity).find({
      where: { accountId, ...(menuId !== undefined && { id: menuId }) },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    if (menus.length === 0) return [];
    const links = await this.uow.repository(MenuProductEntity).find({
      where: { accountId, menuId: In(menus.map((menu) => menu.id)) },
      order: { position: 'ASC' },
    });
    const products = new Map(
      (await this.catalog.productSummaries(accountId, [...new Set(links.map((link) => link.productId))])).map(
        (product) => [product.id, product],
      ),
    );
    const collectionIds = menus.flatMap((menu) => menu.collectionId ?? []);
    const collections = new Map(
      (await this.catalog.collectionRefs(accountId, [...new Set(collectionIds)])).map((ref) => [
        ref._id,
        ref,
      ]),
    );
    const today = await this.accounts.today(accountId);
    const rows = menus.map((menu) => {
      const included = links
        .filter((link) => link.menuId === menu.id)
        .flatMap((link) => products.get(link.productId) ?? []);
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
