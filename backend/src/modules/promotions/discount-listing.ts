import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../database/unit-of-work';
import type { DiscountRow } from './promotions.views';

/** What a discount can name, and the table each lives in. */
export type DiscountTargetKind = 'products' | 'menus' | 'collections';

/**
 * The one place the promotions context reads the catalog's and the menus' tables (`products`,
 * `menus`, `collections`): read-only and filtered on the account, so the dashboard's list with every
 * name costs one query, and a discount can be checked to name only the shop's own items.
 */
@Injectable()
export class DiscountListing {
  constructor(private readonly uow: UnitOfWork) {}

  /** The shop's discounts (or one of them), earliest start first, with what each applies to by name. */
  discounts(accountId: string, discountId?: string): Promise<DiscountRow[]> {
    return this.uow.manager.query(
      `SELECT d.id, d.discount_type AS "discountType", d.basis_points AS "basisPoints",
              to_char(d.starts_on, 'YYYY-MM-DD') AS "startDate", to_char(d.ends_on, 'YYYY-MM-DD') AS "endDate",
              d.description,
              CASE WHEN c.id IS NULL THEN NULL
                   ELSE json_build_object('_id', c.id, 'name', c.name, 'icon', c.icon) END AS collection,
              COALESCE((SELECT json_agg(json_build_object('_id', p.id, 'name', p.name) ORDER BY p.name, p.id)
                        FROM discount_products dp
                        JOIN products p ON p.account_id = dp.account_id AND p.id = dp.product_id
                        WHERE dp.discount_id = d.id), '[]') AS products,
              COALESCE((SELECT json_agg(json_build_object('_id', m.id, 'name', m.name) ORDER BY m.name, m.id)
                        FROM discount_menus dm
                        JOIN menus m ON m.account_id = dm.account_id AND m.id = dm.menu_id
                        WHERE dm.discount_id = d.id), '[]') AS menus
       FROM discounts d
       LEFT JOIN collections c ON c.account_id = d.account_id AND c.id = d.collection_id
       WHERE d.account_id = $1 AND ($2::uuid IS NULL OR d.id = $2::uuid)
       ORDER BY d.starts_on, d.ends_on, d.created_at, d.id`,
      [accountId, discountId ?? null],
    );
  }

  /** How many of `ids` (all UUIDs, each once) are the shop's own. */
  async countOwned(accountId: string, kind: DiscountTargetKind, ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [{ owned }] = await this.uow.manager.query(
      `SELECT count(*)::int AS owned FROM ${kind} WHERE account_id = $1 AND id = ANY ($2::uuid[])`,
      [accountId, ids],
    );
    return owned;
  }
}
