import { plural, t } from '@lingui/core/macro';
import {
  checkSelection,
  optionGroupsOf,
  unavailableChoiceOf,
  type StorefrontView,
} from '@bestelklaar/domain';
import { LOCALES } from '@bestelklaar/domain';
import { activeLanguage } from '../../../i18n/i18n';
import { mergeSameEntries, newLineId, type CartEntry } from './cart-lines';
import type { StoredLine } from './cart-storage';
import { findShopItem } from '../item/shop-item';
import { normalizeSelection, selectionFitsGroups } from '../item/selection';

export interface RestoredCart {
  entries: CartEntry[];
  /** What was taken out and why, for the customer; null when nothing changed. */
  notice: string | null;
}

type Shop = Pick<StorefrontView, 'products' | 'menus'>;

function unavailableNotice(count: number): string {
  return plural(count, {
    one: '# artikel is niet meer beschikbaar en werd uit je winkelmandje verwijderd.',
    other: '# artikelen zijn niet meer beschikbaar en werden uit je winkelmandje verwijderd.',
  });
}

function namesText(names: readonly string[]): string {
  // 'A, B en C' as the page's language joins a list.
  return new Intl.ListFormat(LOCALES[activeLanguage()], { type: 'conjunction' }).format(names);
}

function soldOutNotice(name: string): string {
  return t`${name} is uitverkocht en werd uit je winkelmandje verwijderd.`;
}

/** Said after what the shop has left, once the cart holds no more than that. */
/** Said after a notice that changed the cart. */
export const cartAdjusted = () => t`Je winkelmandje werd aangepast.`;

function stockNotice(name: string, left: number): string {
  return `${t`Nog maar ${left} beschikbaar van ${name}.`} ${cartAdjusted()}`;
}

function optionsChangedNotice(names: readonly string[]): string {
  const unique = [...new Set(names)];
  const list = namesText(unique);
  const count = unique.length;
  return plural(count, {
    one: `De opties van ${list} zijn gewijzigd en het werd uit je winkelmandje verwijderd; kies je opties opnieuw.`,
    other: `De opties van ${list} zijn gewijzigd en ze werden uit je winkelmandje verwijderd; kies je opties opnieuw.`,
  });
}

/**
 * Checks a stored cart against the shop's current data: a line whose item is gone or sold out, or
 * whose options no longer exist, no longer pass the rules or are 'Niet beschikbaar', is dropped; lines of a product ask no
 * more than its stock together; the notice says so. What stays is priced from the current data, as
 * the cart always is.
 */
export function restoreCart(stored: readonly (StoredLine | CartEntry)[], shop: Shop): RestoredCart {
  let unavailable = 0;
  const optionsChanged: string[] = [];
  const soldOut: string[] = [];
  const stockLeft = new Map<string, number>();
  const overStock = new Map<string, number>();
  const kept: CartEntry[] = [];
  for (const line of stored) {
    const itemId = 'itemId' in line ? line.itemId : line.id;
    const selectedOptions = normalizeSelection('itemId' in line ? line.selectedOptions : line.options);
    const item = findShopItem(shop, line.kind, itemId);
    if (!item) {
      unavailable += 1;
      continue;
    }
    if (item.soldOut) {
      if (!soldOut.includes(item.name)) soldOut.push(item.name);
      continue;
    }
    const groups = optionGroupsOf(item);
    if (
      !selectionFitsGroups(groups, selectedOptions) ||
      checkSelection(groups, selectedOptions) ||
      unavailableChoiceOf(groups, selectedOptions)
    ) {
      optionsChanged.push(item.name);
      continue;
    }
    let quantity = line.quantity;
    if (item.type === 'product' && item.stockQuantity !== null) {
      const left = stockLeft.get(item._id) ?? item.stockQuantity;
      if (quantity > left) overStock.set(item.name, item.stockQuantity);
      quantity = Math.min(quantity, left);
      stockLeft.set(item._id, left - quantity);
      if (quantity === 0) continue;
    }
    const id = 'itemId' in line ? line.id : newLineId();
    kept.push({ id, kind: line.kind, itemId, quantity, selectedOptions });
  }
  const notices = [
    ...(unavailable > 0 ? [unavailableNotice(unavailable)] : []),
    ...soldOut.map(soldOutNotice),
    ...[...overStock].map(([name, left]) => stockNotice(name, left)),
    ...(optionsChanged.length > 0 ? [optionsChangedNotice(optionsChanged)] : []),
  ];
  return { entries: mergeSameEntries(kept), notice: notices.length > 0 ? notices.join(' ') : null };
}
