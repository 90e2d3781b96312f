import { t } from '@lingui/core/macro';
import type { ShopItem } from '@bestelklaar/domain';
import type { CartEntry } from './cart-lines';

/**
 * Why one more of the item cannot go in the cart: it is sold out, the cart already holds all of its
 * stock, or as many as the shop makes of it per pickup day ('Maximum per ophaaldag'; its lines
 * together, whatever their options). Undefined when it can. The order form then weighs the cart
 * against what is left on the chosen day, and the server checks again when the order is placed:
 * this only spares the customer a refusal there.
 */
export function cannotAddOneMore(item: ShopItem, entries: readonly CartEntry[]): string | undefined {
  const name = item.name;
  if (item.soldOut) return t`${name} is uitverkocht.`;
  const inCart = entries
    .filter((entry) => entry.kind === item.type && entry.itemId === item._id)
    .reduce((sum, entry) => sum + entry.quantity, 0);
  if (item.type === 'product' && item.stockQuantity !== null && inCart >= item.stockQuantity)
    return stockLeftText(item.stockQuantity, name);
  if (item.dailyLimit !== null && inCart >= item.dailyLimit) return dailyLimitText(item.dailyLimit, name);
  return undefined;
}

const stockLeftText = (left: number, name: string) => t`Nog maar ${left} beschikbaar van ${name}.`;

/** What the item window and the cart line say of an item with a daily maximum. */
export const dailyLimitNote = (limit: number) => t`Maximaal ${limit} per ophaaldag`;

const dailyLimitText = (limit: number, name: string) =>
  t`Je kunt maximaal ${limit} van ${name} per ophaaldag bestellen.`;
