import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../database/unit-of-work';
import type { MenuRow } from './menus.views';

export interface MenuFilter {
  /** One menu only. */
  menuId?: string;
  /** Leave out menus whose products were all deleted (the shop does not show them). */
  withProductsOnly?: boolean;
}

/**
 * Reads a shop's menus with their collection and included products in one query, whatever the number
 * of menus. The one place the menus context reads the catalog's tables (`collections`, `products`):
 * read-only, filtered on the account, so a list costs one round trip instead of one per menu.
 */
@Injectable()
export class MenuListing {
  constructor(private readonly uow: UnitOfWork) {}

  /** Newest first; each menu's products in the order the owner chose them. */
  async menus(accountId: string, { menuId, withProductsOnly = false }: MenuFilter = {}): Promise<MenuRow[]> {
    return this.uow.manager.query(
      `SELECT m.id, m.name, m.description, m.price_cents AS "priceCents", m.vat_rate AS "vatRate",
              m.options, m.has_image AS "hasImage", m.image_version AS "imageVersion",
              CASE WHEN c.id IS NULL THEN NULL
                   ELSE json_build_object('_id', c.id, 'name', c.name, 'icon', c.icon) END AS collection,
              COALESCE(
                json_agg(
                  json_build_object(
                    'id', p.id, 'name', p.name, 'description', p.description, 'priceCents', p.price_cents,
                    'hasImage', p.has_image, 'imageVersion', p.image_version
                  ) ORDER BY mp.position
                ) FILTER (WHERE p.id IS NOT NULL),
                '[]'
              ) AS products
       FROM menus m
       LEFT JOIN collections c ON c.account_id = m.account_id AND c.id = m.collection_id
       LEFT JOIN (menu_products mp JOIN products p ON p.account_id = mp.account_id AND p.id = mp.product_id)
         ON mp.account_id = m.account_id AND mp.menu_id = m.id
       WHERE m.account_id = $1 AND ($2::uuid IS NULL OR m.id = $2::uuid)
       GROUP BY m.id, c.id
       HAVING NOT $3::boolean OR count(p.id) > 0
       ORDER BY m.created_at DESC, m.id DESC`,
      [accountId, menuId ?? null, withProductsOnly],
    );
  }
}
