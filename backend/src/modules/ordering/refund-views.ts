import { amountOfLines, eurosFromCents, refundVatParts, type RefundView } from '@bestelklaar/domain';
import type { OrderLineEntity } from './order-line.entity';
import type { RefundEntity } from './refund.entity';

/**
 * A refund as the owner's screens show it. Its VAT is split over the lines it names, or over the
 * whole order's rates for an amount.
 */
export function toRefundView(refund: RefundEntity, lines: readonly OrderLineEntity[]): RefundView {
  const refunded = linesGivenBack(refund, lines);
  return {
    refundId: refund.id,
    amount: eurosFromCents(refund.amountCents),
    reason: refund.reason,
    lines: refund.lines,
    cancelsOrder: refund.cancelsOrder,
    status: refund.status,
    failureReason: refund.failureReason,
    vat: refundVatParts(refunded, refund.amountCents).map((part) => ({
      rate: part.rate,
      amount: eurosFromCents(part.grossCents),
      vatAmount: eurosFromCents(part.vatCents),
    })),
    createdAt: refund.createdAt.toISOString(),
  };
}

/**
 * What a refund gave back, line by line (each as much of it as was refunded), so its VAT splits
 * over their rates; a refund of an amount stands for the whole order's lines.
 */
export function linesGivenBack(refund: RefundEntity, lines: readonly OrderLineEntity[]): OrderLineEntity[] {
  if (refund.lines.length === 0) return [...lines];
  return refund.lines.flatMap((choice) => {
    const line = lines[choice.position];
    const lineTotalCents = line && amountOfLines(lines, [choice]);
    return line && lineTotalCents !== undefined
      ? [{ ...line, quantity: choice.quantity, lineTotalCents }]
      : [];
  });
}
