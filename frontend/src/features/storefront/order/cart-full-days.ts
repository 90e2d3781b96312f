import type { SlotAvailabilityView } from '@bestelklaar/domain';
import type { CartItemLine } from '../cart/cart-context';

/** An item in the cart that a day cannot give as many of as the cart holds: 0 left when it is full. */
export interface DayShortfall {
  name: string;
  left: number;
}

/**
 * The days on which the shop cannot make what the cart holds of an item with a 'Maximum per
 * ophaaldag' (it reached its maximum, or fewer are left than the cart's lines of it together),
 * each with those items: the cart cannot be picked up then, whatever the slot.
 */
export function cartFullDays(
  availability: SlotAvailabilityView | undefined,
  lines: readonly CartItemLine[],
): ReadonlyMap<string, DayShortfall[]> {
  const days = new Map<string, DayShortfall[]>();
  const taken = [
    ...(availability?.fullItemDays ?? []).map((full) => ({ ...full, left: 0 })),
    ...(availability?.itemsLeft ?? []),
  ];
  for (const { _id, type, date, left } of taken) {
    const ofItem = lines.filter((line) => line.item._id === _id && line.item.type === type);
    const inCart = ofItem.reduce((sum, line) => sum + line.quantity, 0);
    if (inCart === 0 || inCart <= left) continue;
    const shortfalls = days.get(date) ?? [];
    days.set(date, [...shortfalls, { name: ofItem[0]!.item.name, left }]);
  }
  return days;
}
