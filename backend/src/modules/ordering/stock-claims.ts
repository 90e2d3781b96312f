import { Injectable } from '@nestjs/common';
import {
  ORDER_MESSAGES,
  quantitiesThatFit,
  stockNeeded,
  type ItemKind,
  type UnavailableAnswer,
} from '@bestelklaar/domain';
import { Conflict } from '../../common/errors/app-error';
import type { StockProduct } from '../catalog';
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
 * Unpaid orders already hold their half of a piece's places or an item's stock, though the order
 * itself would fit: it may still be placed, holding nothing, and take its place when it is paid.
 */
export class UnpaidShareHeld extends Error {
  constructor() {
    super('Het onbetaalde deel is vastgehouden.');
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

  /**
   * Call within the order's transaction: an ItemsUnavailable (too little stock) or an
   * UnpaidShareHeld (the unpaid half is held, the order could still pay first) rolls it back.
   */
  async claim(accountId: string, orderId: string, lines: readonly StockedLine[]): Promise<void> {
    const needed = this.needed(lines);
    const taken: [string, number][] = [];
    for (const [productId, quantity] of needed) {
      const taking = await this.catalog.takeStock(accountId, productId, quantity, true);
      if (taking === 'taken') taken.push([productId, quantity]);
      else if (taking === 'unpaid-share-held') throw new UnpaidShareHeld();
      else if (taking !== 'unlimited') throw this.unavailable(lines, productId, taking.left);
    }
    await this.record(accountId, orderId, taken);
  }

  /**
   * An order that holds nothing yet (it pays first): what it will take is written beside it now,
   * taken when its payment arrives (`claimAtPayment`). An ItemsUnavailable when it is gone already.
   */
  async want(accountId: string, orderId: string, lines: readonly StockedLine[]): Promise<void> {
    const wanted: [string, number][] = [];
    for (const [productId, quantity] of this.needed(lines)) {
      const left = await this.catalog.stockLeft(accountId, productId);
      if (left === null) continue;
      if (left < quantity) throw this.unavailable(lines, productId, left);
      wanted.push([productId, quantity]);
    }
    await this.record(accountId, orderId, wanted);
  }

  /**
   * The payment of an order that held nothing arrived: it takes what it wanted, each product with
   * one conditional statement; false (and all given back) when one is no longer there.
   */
  async claimAtPayment(accountId: string, orderId: string): Promise<boolean> {
    const wanted = await this.claimsOf(orderId);
    for (const [index, claim] of wanted.entries()) {
      const taking = await this.catalog.takeStock(accountId, claim.product_id, claim.quantity, false);
      if (taking === 'taken' || taking === 'unlimited') continue;
      for (const back of wanted.slice(0, index))
        await this.catalog.giveBackStock(accountId, back.product_id, back.quantity, false);
      return false;
    }
    return true;
  }

  /** The order was paid: what it holds stays taken, no longer among the unpaid. */
  async convert(accountId: string, orderId: string): Promise<void> {
    for (const claim of await this.claimsOf(orderId))
      await this.catalog.convertStock(accountId, claim.product_id, claim.quantity);
  }

  /**
   * Gives back what the order took, once: the claims are deleted as they are read. `unpaid`: the
   * order was never paid; `held` false: it never took what it wanted, so nothing goes back.
   */
  async release(accountId: string, orderId: string, unpaid: boolean, held = true): Promise<void> {
    // A DELETE's answer is [rows, count].
    const [claims]: [{ product_id: string; quantity: number }[], number] = await this.uow.manager.query(
      'DELETE FROM order_stock_claims WHERE order_id = $1 RETURNING product_id, quantity',
      [orderId],
    );
    if (!held) return;
    claims.sort((a, b) => a.product_id.localeCompare(b.product_id));
    for (const claim of claims)
      await this.catalog.giveBackStock(accountId, claim.product_id, claim.quantity, unpaid);
  }

  /** In a fixed order, so two orders never wait on each other's rows. */
  private needed(lines: readonly StockedLine[]): [string, number][] {
    const stockLines = lines.map((line) => ({
      productIds: line.stockProducts.map((product) => product.id),
      quantity: line.quantity,
    }));
    return [...stockNeeded(stockLines)].sort(([a], [b]) => a.localeCompare(b));
  }

  private async claimsOf(orderId: string): Promise<{ product_id: string; quantity: number }[]> {
    return this.uow.manager.query(
      'SELECT product_id, quantity FROM order_stock_claims WHERE order_id = $1 ORDER BY product_id',
      [orderId],
    );
  }

  private async record(accountId: string, orderId: string, claims: [string, number][]): Promise<void> {
    if (claims.length === 0) return;
    await this.uow.manager.query(
      `INSERT INTO order_stock_claims (order_id, account_id, product_id, quantity)
       SELECT $1, $2, unnest($3::uuid[]), unnest($4::int[])`,
      [orderId, accountId, claims.map(([id]) => id), claims.map(([, quantity]) => quantity)],
    );
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
