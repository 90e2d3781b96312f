import type { DiscountTarget } from './priced-item';

/**
 * Discounts as pricing sees them (the spec's Discount entity, by id only): a product/menu discount
 * names products and menus, a collection discount one collection, a whole-shop discount everything.
 * Each runs from its start to its end calendar day ('YYYY-MM-DD', the shop's days), both inclusive.
 */
export interface DiscountPeriod {
  startDate: string;
  endDate: string;
}

export type DiscountRule = DiscountPeriod & {
  /** Strictly between 0 and 100, at most two decimals (see discounted-cents.ts). */
  percent: number;
} & (
    | { appliesTo: 'items'; productIds: readonly string[]; menuIds: readonly string[] }
    | { appliesTo: 'collection'; collectionId: string }
    | { appliesTo: 'shop' }
  );

/** Active on a day when start ≤ day ≤ end; 'YYYY-MM-DD' strings compare as the days they name. */
export function isDiscountActiveOn(period: DiscountPeriod, day: string): boolean {
  return period.startDate <= day && day <= period.endDate;
}

function aimsAt(rule: DiscountRule, item: DiscountTarget): boolean {
  switch (rule.appliesTo) {
    case 'items':
      return (item.kind === 'product' ? rule.productIds : rule.menuIds).includes(item.id);
    case 'collection':
      return item.collectionId !== null && rule.collectionId === item.collectionId;
    case 'shop':
      return true;
  }
}

/**
 * The percentage taken off an item on a day: the highest of the discounts that aim at it and are
 * active then (discounts never stack); 0 when there is none. The order of the rules does not matter.
 */
export function applicableDiscountPercent(
  item: DiscountTarget,
  rules: readonly DiscountRule[],
  day: string,
): number {
  return rules
    .filter((rule) => isDiscountActiveOn(rule, day) && aimsAt(rule, item))
    .reduce((highest, rule) => Math.max(highest, rule.percent), 0);
}
