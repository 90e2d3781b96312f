import type { SlotAvailabilityView } from '@bestelklaar/domain';
import type { CartItemLine } from '../cart/cart-context';

/**
 * The days on which something in the cart reached its 'Maximum per ophaaldag', each with the names
 * of those items: the cart cannot be picked up then, whatever the slot.
 */
export function cartFullDays(
  availability: SlotAvailabilityView | undefined,
  lines: readonly CartItemLine[],
): ReadonlyMap<string, string[]> {
  const days = new Map<string, string[]>();
  for (const full of availability?.fullItemDays ?? []) {
    const line = lines.find(
      (candidate) => candidate.item._id === full._id && candidate.item.type === full.type,
    );
    if (!line) continue;
    const names = days.get(full.date) ?? [];
    if (!names.includes(line.item.name)) days.set(full.date, [...names, line.item.name]);
  }
  return days;
}
