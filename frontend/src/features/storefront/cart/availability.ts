import { t } from '@lingui/core/macro';
import type { ShopItem } from '@bestelklaar/domain';
import type { CartEntry } from './cart-lines';

/**
 * Why one more of the item cannot go in the cart: it is sold out, or the cart already holds all of
 * its stock (its lines together, whatever their options). Undefined when it can. The server checks
 * again when the order is placed; this only spares the customer a refusal there.
 */
export function cannotAddOneMore(item: ShopItem, entries: readonly CartEntry[]): string | undefined {
  const name = item.name;
  if (item.soldOut) return t`${name} is uitverkocht.`;
  if (item.type !== 'product' || item.stockQuantity === null) return undefined;
  const inCart = entries
    .filter((entry) => entry.kind === 'product' && entry.itemId === item._id)
    .reduce((sum, entry) => sum + entry.quantity, 0);
  return inCart >= item.stockQuantity ? stockLeftText(item.stockQuantity, name) : undefined;
}

const stockLeftText = (left: number, name: string) => t`Nog maar ${left} beschikbaar van ${name}.`;
