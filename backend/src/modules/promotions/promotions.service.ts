import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { checkDiscountStart, PROMOTION_MESSAGES, todayIn, type DiscountInput } from '@bestelklaar/domain';
import { NotFound, ValidationFailed } from '../../common/errors/app-error';
import { isUuid } from '../../common/ids';
import { UnitOfWork } from '../../database/unit-of-work';
import { AccountsService } from '../accounts/accounts.service';
import { DiscountListing, type DiscountTargetKind } from './discount-listing';
import { DiscountStore } from './discount-store';
import {
  toAdminDiscountsView,
  toDiscountView,
  toPublicDiscountsView,
  type AdminDiscountsView,
  type DiscountView,
  type PublicDiscountsView,
} from './promotions.views';

export type { AdminDiscountsView, DiscountInput, DiscountView, PublicDiscountsView };

/** What naming an item the shop does not have means to the owner. */
const NOT_FOUND: Record<DiscountTargetKind, string> = {
  products: PROMOTION_MESSAGES.productNotFound,
  menus: PROMOTION_MESSAGES.menuNotFound,
  collections: PROMOTION_MESSAGES.collectionNotFound,
};

/** The composite keys that keep a discount within its shop, should an item vanish after the check. */
const FOREIGN_KEY_MESSAGES: Record<string, string> = {
  discounts_collection_fk: PROMOTION_MESSAGES.collectionNotFound,
  discount_products_product_fk: PROMOTION_MESSAGES.productNotFound,
  discount_menus_menu_fk: PROMOTION_MESSAGES.menuNotFound,
};

/**
 * The promotions context's door: a shop's discounts for the dashboard, and the discounts running
 * today or later for the shop page and ordering. Admin calls take the account first and touch only
 * its discounts; a discount names only the shop's own products, menus and collections.
 */
@Injectable()
export class PromotionsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: DiscountStore,
    private readonly listing: DiscountListing,
    private readonly accounts: AccountsService,
  ) {}

  /** Every discount of the shop, by kind, each list earliest start first. */
  async listDiscounts(accountId: string): Promise<AdminDiscountsView> {
    return toAdminDiscountsView(await this.listing.discounts(accountId));
  }

  /** The start must lie on the shop's today (at `now`) or later. */
  async createDiscount(accountId: string, input: DiscountInput, now: Date): Promise<DiscountView> {
    const id = randomUUID();
    await this.uow.transaction(async () => {
      await this.requireStartAllowed(accountId, input, now);
      await this.requireOwnTargets(accountId, input);
      await withinShop(() => this.store.insert(accountId, id, input));
    });
    return this.view(accountId, id);
  }

  /**
   * Replaces every field, the kind included. A discount that already started may keep its start
   * though it lies in the past; any other start must lie on the shop's today or later.
   */
  async updateDiscount(
    accountId: string,
    id: string,
    input: DiscountInput,
    now: Date,
  ): Promise<DiscountView> {
    await this.uow.transaction(async () => {
      const existingStartDate = isUuid(id) ? await this.store.lockForEdit(accountId, id) : undefined;
      if (existingStartDate === undefined) throw new NotFound(PROMOTION_MESSAGES.discountNotFound);
      await this.requireStartAllowed(accountId, input, now, existingStartDate);
      await this.requireOwnTargets(accountId, input);
      await withinShop(() => this.store.replace(accountId, id, input));
    });
    return this.view(accountId, id);
  }

  async removeDiscount(accountId: string, id: string): Promise<void> {
    await this.uow.transaction(async () => {
      const removed = isUuid(id) && (await this.store.remove(accountId, id));
      if (!removed) throw new NotFound(PROMOTION_MESSAGES.discountNotFound);
    });
  }

  /**
   * The discounts ending on `today` (the shop's calendar day) or later, by kind and by id: enough
   * for the shop page and ordering to price any day from today on.
   */
  async publicDiscounts(accountId: string, today: string): Promise<PublicDiscountsView> {
    return toPublicDiscountsView(await this.store.publicRows(accountId, today));
  }

  /** Public: the discounts of the launched shop on `subdomain`, as of `now` in its time zone. */
  async publicDiscountsOfShop(subdomain: string, now: Date): Promise<PublicDiscountsView> {
    const shop = await this.accounts.launchedShop(subdomain);
    return this.publicDiscounts(shop.accountId, todayIn(shop.timeZone, now));
  }

  /** The shop's calendar day at `now`. */
  async todayOf(accountId: string, now: Date): Promise<string> {
    const { timeZone } = await this.accounts.pickupPolicy(accountId);
    return todayIn(timeZone, now);
  }

  /** parseDiscount read the rest; whether the start lies in the past needs the shop's today. */
  private async requireStartAllowed(
    accountId: string,
    input: DiscountInput,
    now: Date,
    existingStartDate?: string,
  ): Promise<void> {
    const today = await this.todayOf(accountId, now);
    const problem = checkDiscountStart(input.startDate, { today, existingStartDate });
    if (problem) throw ValidationFailed.ofFields({ startDate: problem });
  }

  /** Every product, menu and collection named is the shop's own; anything else is a 404. */
  private async requireOwnTargets(accountId: string, input: DiscountInput): Promise<void> {
    const named: [DiscountTargetKind, string[]][] = [
      ['collections', input.collectionId === null ? [] : [input.collectionId]],
      ['products', input.productIds],
      ['menus', input.menuIds],
    ];
    for (const [kind, ids] of named) {
      if (!ids.every(isUuid) || (await this.listing.countOwned(accountId, kind, ids)) !== ids.length)
        throw new NotFound(NOT_FOUND[kind]);
    }
  }

  private async view(accountId: string, id: string): Promise<DiscountView> {
    const [row] = await this.listing.discounts(accountId, id);
    if (!row) throw new NotFound(PROMOTION_MESSAGES.discountNotFound);
    return toDiscountView(row);
  }
}

/**
 * Runs a write the composite keys guard: an item of another shop, or one deleted since the check,
 * breaks one of them, which is the owner's 404; the transaction it ran in rolls back.
 */
async function withinShop<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    const message = code === '23503' && constraint ? FOREIGN_KEY_MESSAGES[constraint] : undefined;
    throw message ? new NotFound(message) : error;
  }
}
