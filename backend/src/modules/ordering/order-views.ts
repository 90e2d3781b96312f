import {
  eurosFromCents,
  kitchenNotesOf,
  totalsView,
  type OrderLineView,
  type OrderTotalsView,
} from '@bestelklaar/domain';
import type { OrderLineEntity } from './order-line.entity';

/** One line of an order as every view shows it, from its snapshot. */
export function toOrderLineView(line: OrderLineEntity): OrderLineView {
  return {
    itemId: line.itemId,
    type: line.itemKind,
    name: line.name,
    quantity: line.quantity,
    optionLines: line.optionLines,
    kitchenNotes: kitchenNotesOf(line.optionLines, line.selectedOptions),
    unitPrice: eurosFromCents(line.unitPriceCents),
    lineTotal: eurosFromCents(line.lineTotalCents),
    vatRate: line.vatRate,
    discountPercent: line.discountHundredths / 100,
    includedProducts: line.includedProducts,
    allergens: line.allergens,
  };
}

/**
 * Subtotaal, BTW per rate, Korting and Totaal of an order, from its lines as the cart showed them
 * (euros). The pending view has no lines to show but keeps its real totals, so it reads them all.
 */
export function toTotalsView(lines: readonly OrderLineEntity[]): OrderTotalsView {
  return totalsView(
    lines.map((line) => ({
      vatRate: line.vatRate,
      lineCents: line.lineTotalCents,
      discountCents: line.discountCents,
    })),
  );
}
