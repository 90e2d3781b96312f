import { Injectable } from '@nestjs/common';
import {
  ORDER_MESSAGES,
  quantitiesThatFit,
  stockNeeded,
  type ItemKind,
  type UnavailableAnswer,
} from '@bestelklaar/domain';
import { Conflict } from '../../common/errors/app-error';
import type { StockProduct } from '../../common/items/orderable-item';
import { UnitOfWork } from '../../database/unit-of-work';
import { CatalogService } from '../catalog/catalog.service';

/** A cart line as stock sees it. */
export interface StockedLine {
  _id: string;
  type: ItemKind;
  quantity: number;
  stockProducts: readonly StockProduct[];
}

/** 409: the shop has less than the cart asks; the body says how far each line must shrink. */
export class ItemsUnavailable extends Conflict {
  constructor(message: string, answer: UnavailableAnswer) {
    super(message, undefined, { ...answer });
  }
}

/**
 * The stock an order takes from its products (a menu takes from each of its products) and gives
 * back when it will not be collected. Each product is taken with one conditional statement in the
 * order's transaction, in a fixed order so two orders never wait on each other's rows; what was
 * taken is written beside the order, so exactly that goes back.
 */
@Injectable()
export class StockClaims {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly catalog: CatalogService,
  ) {}

  /** Call within the order's transaction: an ItemsUnavailable rolls it back. */
  async claim(accountId: string, orderId: string, lines: readonly StockedLine[]): Promise<void> {
    const stockLines = lines.map((line) => ({
      productIds: line.stockProducts.map((product) => product.id),
      quantity: line.quantity,
    }));
    const needed = [...stockNeeded(stockLines)].sort(([a], [b]) => a.localeCompare(b));
    const taken: [string, number][] = [];
    for (const [productId, quantity] of needed) {
      const taking = await this.catalog.takeStock(accountId, productId, quantity);
      if (taking === 'taken') taken.push([productId, quantity]);
      else if (taking !== 'unlimited') throw this.unavailable(lines, productId, taking.left);
    }
    if (taken.length === 0) return;
    await this.uow.manager.query(
      `INSERT INTO order_stock_claims (order_id, account_id, product_id, quantity)
       SELECT $1, $2, unnest($3::uuid[]), unnest($4::int[])`,
      [orderId, accountId, taken.map(([id]) => id), taken.map(([, quantity]) => quantity)],
    );
  }

  /** Gives back what the order took, once: the claims are deleted as they are read. */
  async release(accountId: string, orderId: string): Promise<void> {
    // A DELETE's answer is [rows, count].
    const [claims]: [{ product_id: string; quantity: number }[], number] = await this.uow.manager.query(
      'DELETE FROM order_stock_claims WHERE order_id = $1 RETURNING product_id, quantity',
      [orderId],
    );
    claims.sort((a, b) => a.product_id.localeCompare(b.product_id));
    for (const claim of claims) await this.catalog.giveBackStock(accountId, claim.product_id, claim.quantity);
  }

  private unavailable(lines: readonly StockedLine[], productId: string, left: number): ItemsUnavailable {
    const name = lines
      .flatMap((line) => line.stockProducts)
      .find((product) => product.id === productId)?.name;
    const fitting = quantitiesThatFit(
      lines.map((line) => ({
        productIds: line.stockProducts.map((product) => product.id),
        quantity: line.quantity,
      })),
      new Map([[productId, left]]),
    );
    const message = left > 0 ? ORDER_MESSAGES.onlyLeft(left, name ?? '') : ORDER_MESSAGES.soldOut(name ?? '');
    return new ItemsUnavailable(message, {
      code: 'unavailable',
      lines: lines.flatMap((line, index) =>
        fitting[index] < line.quantity
          ? [{ index, _id: line._id, type: line.type, available: fitting[index] }]
          : [],
      ),
    });
  }
}
