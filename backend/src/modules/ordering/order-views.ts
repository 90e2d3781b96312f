import {
  cents,
  eurosFromCents,
  includedVatCents,
  kitchenNotesOf,
  sumCents,
  vatDisplayLines,
  type OrderLineView,
  type OrderTotalsView,
  type VatLine,
  type VatRate,
} from '@bestelklaar/domain';
import type { OrderLineEntity } from './order-line.entity';
import type { OrderEntity } from './order.entity';

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

/** The VAT inside the lines, one entry per rate present (lowest first), as the receipt splits it. */
function vatLinesOf(lines: readonly OrderLineEntity[]): VatLine[] {
  const rates = [...new Set(lines.map((line) => line.vatRate))].sort((a, b) => a - b) as VatRate[];
  return rates.map((rate) => {
    const grossCents = sumCents(
      lines.filter((line) => line.vatRate === rate).map((line) => line.lineTotalCents),
    );
    return { rate, grossCents, vatCents: includedVatCents(grossCents, rate) };
  });
}

/** Subtotal, VAT per rate, discount and total of an order, from the order and its lines (euros). */
export function toTotalsView(
  order: Pick<OrderEntity, 'totalCents' | 'discountCents'>,
  lines: readonly OrderLineEntity[],
): OrderTotalsView {
  const vatLines = vatLinesOf(lines);
  const vatCents = sumCents(vatLines.map((line) => line.vatCents));
  return {
    subtotal: eurosFromCents(cents(order.totalCents - vatCents)),
    vat: vatDisplayLines(vatLines).map((line) => ({
      label: line.label,
      amount: eurosFromCents(line.vatCents),
    })),
    discount: eurosFromCents(order.discountCents),
    total: eurosFromCents(order.totalCents),
  };
}
