import {
  amountOfLines,
  centsFromEuros,
  eurosFromCents,
  parseCancelOrder,
  parseRefund,
  REFUND_MESSAGES,
  type AdminOrderView,
  type FieldErrors,
  type RefundLineChoice,
  type VatRate,
} from '@bestelklaar/domain';
import type { RefundRequest } from './after-sale-api';

/** What the form would send, with what goes back in euros; or the Dutch messages per field. */
export type CheckedRefund =
  { ok: true; body: RefundRequest; amount: number } | { ok: false; errors: FieldErrors; amount?: number };

/**
 * The owner's partial refund, read by the server's own rule (parseRefund) and held to what can
 * still be given back. `quantities` are per line of the order, 0 for a line left out.
 */
export function checkRefund(
  order: AdminOrderView,
  refundable: number,
  input: { amount: string; reason: string } | { quantities: number[]; reason: string },
): CheckedRefund {
  const byLines = 'quantities' in input;
  const lines: RefundLineChoice[] = byLines
    ? input.quantities.flatMap((quantity, position) => (quantity > 0 ? [{ position, quantity }] : []))
    : [];
  const parsed = parseRefund(byLines ? { lines, reason: input.reason } : input);
  const cents = byLines
    ? amountOfLines(refundableLines(order), lines, linesRefundedBefore(order))
    : parsed.ok
      ? parsed.value.amountCents
      : undefined;
  const amount = cents === undefined || cents === 0 ? undefined : eurosFromCents(cents);
  if (amount !== undefined && amount > refundable)
    return {
      ok: false,
      amount,
      errors: { [byLines ? 'lines' : 'amount']: REFUND_MESSAGES.moreThanPaid(refundable) },
    };
  if (!parsed.ok) return { ok: false, amount, errors: parsed.errors };
  if (byLines && cents === undefined) return { ok: false, errors: { lines: REFUND_MESSAGES.linesInvalid } };
  if (amount === undefined) return { ok: false, errors: {} };
  const body: RefundRequest = byLines
    ? { lines, reason: parsed.value.reason }
    : { amount, reason: parsed.value.reason };
  return { ok: true, body, amount };
}

/** A cancel's reason, read by the server's rule. */
export function checkCancel(reason: string) {
  return parseCancelOrder({ reason });
}

/** What earlier refunds (not failed) took by lines, as the server counts them. */
function linesRefundedBefore(order: AdminOrderView): RefundLineChoice[] {
  return order.refunds.filter((refund) => refund.status !== 'failed').flatMap((refund) => refund.lines);
}

/** The order's lines as the refund arithmetic reads them, in cents. */
function refundableLines(order: AdminOrderView) {
  return order.lines.map((line) => ({
    quantity: line.quantity,
    unitPriceCents: centsFromEuros(line.unitPrice),
    lineTotalCents: centsFromEuros(line.lineTotal),
    // The amount of whole items does not depend on the rate; the server splits the VAT itself.
    vatRate: line.vatRate as VatRate,
  }));
}
