import {
  eurosFromCents,
  kitchenNotesOf,
  totalsView,
  type OrderLineView,
  type OrderTotalsView,
} from '@bestelklaar/domain';
import type { OrderLineEntity } from './order-line.entity';

/**
 * Whose screen a line is shown on: the shop's own (dashboard, prep list, kitchen ticket, its copy of
 * the mail) reads Dutch; the customer's (payment page, order page, their mails) the texts they read.
 */
export type LineReader = 'shop' | 'customer';

/** One line of an order as every view shows it, from its snapshot, in its reader's texts. */
export function toOrderLineView(line: OrderLineEntity, reader: LineReader): OrderLineView {
  const texts = reader === 'customer' ? line.customerTexts : line;
  return {
    itemId: line.itemId,
    type: line.itemKind,
    name: texts.name,
    quantity: line.quantity,
    optionLines: texts.optionLines,
    // Both texts have one line per filled group in the groups' order, so the selection marks either.
    kitchenNotes: kitchenNotesOf(texts.optionLines, line.selectedOptions),
    unitPrice: eurosFromCents(line.unitPriceCents),
    lineTotal: eurosFromCents(line.lineTotalCents),
    vatRate: line.vatRate,
    discountPercent: line.discountHundredths / 100,
    includedProducts: texts.includedProducts,
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
