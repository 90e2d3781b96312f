import { Injectable } from '@nestjs/common';
import type { DiscountInput, ItemRef } from '@bestelklaar/domain';
import { UnitOfWork } from '../../database/unit-of-work';
import type { PublicDiscountRow } from './promotions.views';

/** Hundredths of a percent, as stored: 12.5 % is 1250. */
function basisPointsOf(percent: number): number {
  return Math.round(percent * 100);
}

/**
 * The promotions context's own tables: `discounts` and the products and menus each names. Every
 * statement filters on the account; each runs in the caller's transaction when one is open.
 */
@Injectable()
export class DiscountStore {
  constructor(private readonly uow: UnitOfWork) {}

  async insert(accountId: string, id: string, input: DiscountInput): Promise<void> {
    await this.uow.manager.query(
      `INSERT INTO discounts
         (id, account_id, discount_type, basis_points, starts_on, ends_on, collection_id, description,
          translations)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, COALESCE($9::jsonb, '{}'))`,
      [id, accountId, ...columns(input)],
    );
    await this.insertTargets(accountId, id, input);
  }

  /** Replaces every field and the whole selection of a discount the caller locked (lockForEdit). */
  async replace(accountId: string, id: string, input: DiscountInput): Promise<void> {
    // First the old selection: its rows hold the discount to its kind, which may be changing.
    await this.uow.manager.query(`DELETE FROM discount_products WHERE account_id = $1 AND discount_id = $2`, [
      accountId,
      id,
    ]);
    await this.uow.manager.query(`DELETE FROM discount_menus WHERE account_id = $1 AND discount_id = $2`, [
      accountId,
      id,
    ]);
    await this.uow.manager.query(
      `UPDATE discounts SET discount_type = $3, basis_points = $4, starts_on = $5, ends_on = $6,
              collection_id = $7, description = $8, updated_at = now(),
              -- Only a whole-shop discount has a description to translate; an edit that sent
              -- no translations keeps them.
              translations = CASE WHEN $3 = 'Webshop' THEN COALESCE($9::jsonb, translations) ELSE '{}' END
       WHERE account_id = $1 AND id = $2`,
      [accountId, id, ...columns(input)],
    );
    await this.insertTargets(accountId, id, input);
  }

  /**
   * Takes a deleted product or menu out of the discounts that name it; a discount left with nothing
   * to apply to is removed at commit (the `remove_emptied_discount` trigger).
   */
  async dropTarget(accountId: string, item: ItemRef): Promise<void> {
    const [table, column] =
      item.kind === 'product' ? ['discount_products', 'product_id'] : ['discount_menus', 'menu_id'];
    await this.uow.manager.query(`DELETE FROM ${table} WHERE account_id = $1 AND ${column} = $2`, [
      accountId,
      item.id,
    ]);
  }

  /** A deleted collection's discounts go with it: they would have nothing left to apply to. */
  async removeForCollection(accountId: string, collectionId: string): Promise<void> {
    await this.uow.manager.query(`DELETE FROM discounts WHERE account_id = $1 AND collection_id = $2`, [
      accountId,
      collectionId,
    ]);
  }

  /** False when the shop has no such discount. */
  async remove(accountId: string, id: string): Promise<boolean> {
    const [{ removed }] = await this.uow.manager.query(
      `WITH gone AS (DELETE FROM discounts WHERE account_id = $1 AND id = $2 RETURNING id)
       SELECT count(*)::int AS removed FROM gone`,
      [accountId, id],
    );
    return removed > 0;
  }

  /**
   * The discount's first day, or undefined when the shop has no such discount. Locks the discount
   * until the transaction ends, so two edits of it apply one after the other, never interleaved.
   */
  async lockForEdit(accountId: string, id: string): Promise<string | undefined> {
    const rows: { startDate: string }[] = await this.uow.manager.query(
      `SELECT to_char(starts_on, 'YYYY-MM-DD') AS "startDate" FROM discounts
       WHERE account_id = $1 AND id = $2 FOR UPDATE`,
      [accountId, id],
    );
    return rows[0]?.startDate;
  }

  /** Discounts ending on `today` or later, earliest start first, with the ids they name. */
  publicRows(accountId: string, today: string): Promise<PublicDiscountRow[]> {
    return this.uow.manager.query(
      `SELECT d.discount_type AS "discountType", d.basis_points AS "basisPoints",
              to_char(d.starts_on, 'YYYY-MM-DD') AS "startDate", to_char(d.ends_on, 'YYYY-MM-DD') AS "endDate",
              d.collection_id AS "collectionId", d.description, d.translations,
              COALESCE((SELECT json_agg(dp.product_id ORDER BY dp.product_id) FROM discount_products dp
                        WHERE dp.discount_id = d.id), '[]') AS "productIds",
              COALESCE((SELECT json_agg(dm.menu_id ORDER BY dm.menu_id) FROM discount_menus dm
                        WHERE dm.discount_id = d.id), '[]') AS "menuIds"
       FROM discounts d
       WHERE d.account_id = $1 AND d.ends_on >= $2::date
       ORDER BY d.starts_on, d.ends_on, d.id`,
      [accountId, today],
    );
  }

  private async insertTargets(accountId: string, id: string, input: DiscountInput): Promise<void> {
    if (input.productIds.length > 0)
      await this.uow.manager.query(
        `INSERT INTO discount_products (account_id, discount_id, product_id)
         SELECT $1, $2, unnest($3::uuid[])`,
        [accountId, id, input.productIds],
      );
    if (input.menuIds.length > 0)
      await this.uow.manager.query(
        `INSERT INTO discount_menus (account_id, discount_id, menu_id) SELECT $1, $2, unnest($3::uuid[])`,
        [accountId, id, input.menuIds],
      );
  }
}

/** The discount's columns, in the order the statements above list them after the ids. */
function columns(input: DiscountInput): unknown[] {
  return [
    input.discountType,
    basisPointsOf(input.percent),
    input.startDate,
    input.endDate,
    input.collectionId,
    input.description,
    input.translations === undefined ? null : JSON.stringify(input.translations),
  ];
}
