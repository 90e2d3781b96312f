import { Injectable } from '@nestjs/common';
import {
  checkSelection,
  claimedEurosMatch,
  discountRulesFromPublicView,
  eurosFromCents,
  itemKey,
  itemRefOf,
  lineAllergensOf,
  lineTextsIn,
  nameIn,
  priceCart,
  unavailableChoiceOf,
  ORDER_MESSAGES,
  type AllergenCode,
  type Language,
  type LineTexts,
  type OrderLineInput,
  type PricedCart,
} from '@bestelklaar/domain';
import type { OrderableItem } from '../catalog';
import { ValidationFailed } from '../../common/errors/app-error';
import { CatalogService } from '../catalog/catalog.service';
import { MenusService } from '../menus/menus.service';
import { PromotionsService } from '../promotions/promotions.service';
import { ItemsUnavailable } from './stock-claims';

/**
 * What an order line will say for good: the item as it was ordered, in Dutch for the shop's own
 * screens, and as its customer read it (the order's language) for the customer's pages and mails.
 */
export interface LineSnapshot extends LineTexts {
  customerTexts: LineTexts;
  allergens: AllergenCode[];
}

export type PricedOrder =
  | { kind: 'priced'; cart: PricedCart; snapshots: LineSnapshot[]; items: OrderableItem[] }
  | { kind: 'prices-changed'; currentPrices: number[] };

/**
 * Prices an order the one way the shop page does (`priceCart`, the shop's discounts, the shop's
 * today), from the shop's own orderable items only: products sold alone and menus that hold a
 * product. The client's figures are only compared, never used.
 */
@Injectable()
export class OrderPricing {
  constructor(
    private readonly catalog: CatalogService,
    private readonly menus: MenusService,
    private readonly promotions: PromotionsService,
  ) {}

  /** `language`: the order's, the one its customer read the shop in. */
  async price(
    accountId: string,
    lines: readonly OrderLineInput[],
    today: string,
    language: Language,
  ): Promise<PricedOrder> {
    const items = await this.orderableItems(accountId, lines);
    const errors: Record<string, string> = {};
    const cartLines = lines.map((line, index) => {
      const item = items.get(itemKey(itemRefOf(line)));
      if (!item) {
        errors[`cartItems.${index}._id`] = ORDER_MESSAGES.itemUnknown;
        return undefined;
      }
      const groups = item.priced.optionGroups;
      const problem = checkSelection(groups, line.selectedOptions);
      if (problem) errors[`cartItems.${index}.selectedOptions`] = problem;
      return { item, groups, line };
    });
    if (Object.keys(errors).length > 0) throw ValidationFailed.ofFields(errors);
    const known = cartLines.filter((entry) => entry !== undefined);
    refuseSoldOut(known, language);

    const rules = discountRulesFromPublicView(await this.promotions.publicDiscounts(accountId, today));
    const cart = priceCart(
      known.map(({ item, line }) => ({
        item: item.priced,
        quantity: line.quantity,
        selectedOptions: line.selectedOptions,
      })),
      rules,
      today,
    );
    const changed = lines.some(
      (line, index) => !claimedEurosMatch(line.calculatedPrice, cart.lines[index].unitCents),
    );
    if (changed)
      return {
        kind: 'prices-changed',
        currentPrices: cart.lines.map((line) => eurosFromCents(line.unitCents)),
      };
    const snapshots = known.map(({ item, groups, line }) => ({
      ...lineTextsIn(item, groups, line.selectedOptions, 'nl'),
      customerTexts: lineTextsIn(item, groups, line.selectedOptions, language),
      allergens: lineAllergensOf(item.allergens, groups, line.selectedOptions),
    }));
    return { kind: 'priced', cart, snapshots, items: known.map(({ item }) => item) };
  }

  /** The shop's orderable items the order names, by itemKey; each list is read only when needed. */
  private async orderableItems(
    accountId: string,
    lines: readonly OrderLineInput[],
  ): Promise<Map<string, OrderableItem>> {
    const items = new Map<string, OrderableItem>();
    if (lines.some((line) => line.type === 'product'))
      for (const product of await this.catalog.orderableProducts(accountId))
        items.set(itemKey(product.priced), product);
    if (lines.some((line) => line.type === 'menu'))
      for (const menu of await this.menus.orderableMenus(accountId)) items.set(itemKey(menu.priced), menu);
    return items;
  }
}

/**
 * 409 for an item sold out (today, or out of stock) or a choice 'Niet beschikbaar': those lines go.
 * The message names the item and the choice as the customer read them (`nameIn`, the order's language).
 */
function refuseSoldOut(
  lines: readonly { item: OrderableItem; line: OrderLineInput }[],
  language: Language,
): void {
  const refused = lines.flatMap(({ item, line }, index) => {
    const choice = unavailableChoiceOf(item.priced.optionGroups, line.selectedOptions, language);
    const name = nameIn(item, language);
    if (item.soldOut) return [{ index, line, message: ORDER_MESSAGES.soldOut(name) }];
    if (choice !== undefined)
      return [{ index, line, message: ORDER_MESSAGES.choiceUnavailable(name, choice) }];
    return [];
  });
  if (refused.length === 0) return;
  throw new ItemsUnavailable(refused[0].message, {
    code: 'unavailable',
    lines: refused.map(({ index, line }) => ({ index, _id: line._id, type: line.type, available: 0 })),
  });
}
